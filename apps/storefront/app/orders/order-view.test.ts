import type { OrderDto } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { placed } from "../checkout/checkout.fixtures";
import { translate } from "../language/translate";
import { orderView } from "./order-view";

const kuwait = {
  timeZone: "Asia/Kuwait",
  locales: ["en", "ar"],
  phone: "+96522250000",
  whatsapp_phone: "+96560001234",
};

/** A delivery of one Chicken Machboos with its rice and an extra, accepted at 10:00 in Kuwait. */
function machboosOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  const base = placed().order;
  const line = base.breakdown.lines[0];
  if (!line) throw new Error("The fixture's breakdown has a line");
  return {
    ...base,
    status: 1,
    status_name: "accepted",
    created_at: "2026-11-23T06:58:00.000Z",
    breakdown: { ...base.breakdown, lines: [{ ...line, comment: "No onions" }] },
    details: {
      ...base.details,
      delivery: {
        area_id: 1,
        lat: 29.33,
        lng: 48.07,
        type: 1,
        block: "10",
        street: "Salem Al Mubarak St",
        house_number: "12",
      },
    },
    events: [
      { status: 0, status_name: "pending", at: "2026-11-23T06:58:00.000Z" },
      { status: 1, status_name: "accepted", at: "2026-11-23T07:00:00.000Z" },
    ],
    lines: [
      {
        position: line.position,
        name: { en: "Chicken Machboos", ar: "مجبوس دجاج" },
        price_label: null,
        modifiers: [
          {
            id: 31,
            group: { en: "Choose your rice", ar: "اختر العيش" },
            name: { en: "Machboos rice", ar: "عيش مجبوس" },
            quantity: 1,
          },
          {
            id: 41,
            group: { en: "Extras", ar: "إضافات" },
            name: { en: "Extra hashu", ar: "هشو إضافي" },
            quantity: 1,
          },
          {
            id: 43,
            group: { en: "Extras", ar: "إضافات" },
            name: { en: "Laban", ar: "لبن" },
            quantity: 2,
          },
        ],
        comment: "No onions",
      },
    ],
    ...overrides,
  };
}

describe("the order page's view", () => {
  it("lists each line's options, modifiers and note, in the customer's language", () => {
    const en = orderView(machboosOrder(), [], kuwait, "en", translate("en"));
    expect(en.lines[0]).toMatchObject({
      name: "Chicken Machboos",
      options: ["Choose your rice: Machboos rice", "Extras: Extra hashu, 2 × Laban"],
      note: "No onions",
    });
    const ar = orderView(machboosOrder(), [], kuwait, "ar", translate("ar"));
    expect(ar.lines[0]).toMatchObject({
      name: "مجبوس دجاج",
      options: ["اختر العيش: عيش مجبوس", "إضافات: هشو إضافي، 2 × لبن"],
    });
  });

  it("shows the way as steps for the selling type, with the time expected once accepted (the zone's 30 minutes)", () => {
    const view = orderView(machboosOrder(), [], kuwait, "en", translate("en"));
    expect(view.progress?.map(({ label, state }) => `${label}:${state}`)).toEqual([
      "Received:done",
      "Accepted:current",
      "Ready:ahead",
      "On the way:ahead",
      "Delivered:ahead",
    ]);
    // Accepted at 10:00 Kuwait time, the zone delivers in 30 minutes.
    expect(view.expected).toBe("Expected Mon, Nov 23, 10:30 AM");
    expect(view.placedAt).toBe("Placed Mon, Nov 23, 9:58 AM");
    const pending = orderView(
      machboosOrder({
        status: 0,
        status_name: "pending",
        events: machboosOrder().events.slice(0, 1),
      }),
      [],
      kuwait,
      "en",
      translate("en"),
    );
    expect(pending.expected).toBeNull();
    // An order for later: its slot says when, once.
    const later = orderView(
      machboosOrder({ scheduled_at: "2026-11-23T15:00:00.000Z" }),
      [],
      kuwait,
      "en",
      translate("en"),
    );
    expect(later.scheduledFor).toBe("Scheduled for Mon, Nov 23, 6:00 PM");
    expect(later.expected).toBeNull();
  });

  it("ends a table order with Served, and times it by its dishes' longest preparation", () => {
    const order = machboosOrder({
      selling_types: "dinein",
      details: { ...machboosOrder().details, delivery: null, delivery_time: null },
    });
    const item = order.breakdown.lines[0]?.item_id ?? 0;
    const view = orderView(
      order,
      [{ id: item, preparation_time: 25 } as never],
      kuwait,
      "en",
      translate("en"),
    );
    expect(view.progress?.map(({ label }) => label)).toEqual([
      "Received",
      "Accepted",
      "Ready",
      "Served",
    ]);
    expect(view.expected).toBe("Expected Mon, Nov 23, 10:25 AM");
  });

  it("says a rejected order plainly, without a bar", () => {
    const view = orderView(
      machboosOrder({
        status: 2,
        status_name: "rejected",
        events: [
          { status: 0, status_name: "pending", at: "2026-11-23T06:58:00.000Z" },
          { status: 2, status_name: "rejected", at: "2026-11-23T07:01:00.000Z" },
        ],
      }),
      [],
      kuwait,
      "en",
      translate("en"),
    );
    expect(view.progress).toBeNull();
    expect(view.ended).toBe("Rejected · Mon, Nov 23, 10:01 AM");
    expect(view.expected).toBeNull();
  });

  it("says a rejected or cancelled order's wallet part is back in the wallet, not that it is paid", () => {
    const paidFromWallet = (status: 2 | 9 | 1, statusName: "rejected" | "cancelled" | "accepted") =>
      machboosOrder({
        status,
        status_name: statusName,
        payment_status: "paid",
        breakdown: { ...machboosOrder().breakdown, wallet: 2_750 },
      });
    for (const [language, words] of [
      ["en", "2.750 KWD returned to your wallet"],
      ["ar", "أُعيد"],
    ] as const) {
      const t = translate(language);
      expect(orderView(paidFromWallet(2, "rejected"), [], kuwait, language, t).payment).toContain(
        words,
      );
      expect(orderView(paidFromWallet(9, "cancelled"), [], kuwait, language, t).payment).toContain(
        words,
      );
    }
    expect(
      orderView(paidFromWallet(1, "accepted"), [], kuwait, "en", translate("en")).payment,
    ).toBe("Paid");
  });

  it("shows the time the kitchen gave when it accepted, before any estimate, and the reason of a rejection", () => {
    const accepted = orderView(
      machboosOrder({ expected_at: "2026-11-23T07:20:00.000Z" }),
      [],
      kuwait,
      "en",
      translate("en"),
    );
    // The kitchen said 20 minutes at 10:00; the zone's 30 minutes are no longer the estimate.
    expect(accepted.expected).toBe("Expected Mon, Nov 23, 10:20 AM");
    const rejected = orderView(
      machboosOrder({
        status: 2,
        status_name: "rejected",
        status_reason: "Out of machboos",
        events: [
          { status: 0, status_name: "pending", at: "2026-11-23T06:58:00.000Z" },
          { status: 2, status_name: "rejected", at: "2026-11-23T07:01:00.000Z" },
        ],
      }),
      [],
      kuwait,
      "en",
      translate("en"),
    );
    expect(rejected.ended).toBe("Rejected · Mon, Nov 23, 10:01 AM · Out of machboos");
  });

  it("offers calling and messaging the business", () => {
    const view = orderView(machboosOrder(), [], kuwait, "en", translate("en"));
    expect(view.contacts).toEqual([
      { kind: "call", href: "tel:+96522250000", number: "+96522250000" },
      {
        kind: "whatsapp",
        href: `https://wa.me/96560001234?text=${encodeURIComponent(`Order ${view.id}`)}`,
        number: "+96560001234",
      },
    ]);
    expect(
      orderView(
        machboosOrder(),
        [],
        { ...kuwait, phone: null, whatsapp_phone: null },
        "en",
        translate("en"),
      ).contacts,
    ).toEqual([]);
  });

  it("writes the address with the language's comma and every time in Latin digits (ADR 045)", () => {
    expect(orderView(machboosOrder(), [], kuwait, "en", translate("en")).details).toEqual([
      "Deliver to: Block 10, Salem Al Mubarak St 12",
    ]);
    const ar = orderView(machboosOrder(), [], kuwait, "ar", translate("ar"));
    expect(ar.details).toEqual(["التوصيل إلى: قطعة 10، Salem Al Mubarak St 12"]);
    for (const text of [ar.expected, ar.placedAt, ...(ar.progress ?? []).map((step) => step.at)]) {
      expect(text ?? "").not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    }
  });
});
