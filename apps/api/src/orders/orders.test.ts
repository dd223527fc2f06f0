import {
  calcOrderAnswerSchema,
  failureSchema,
  getOrderAnswerSchema,
  type OrderRequestBody,
  placeOrderAnswerSchema,
} from "@storefront/api-client";
import { priceCart, type PriceCartInput } from "@storefront/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import {
  countOrderRows,
  jabriyaPoint,
  kebabDelivery,
  orderFixtureApi,
  riyadhAddress,
  salmiyaPoint,
  seaPoint,
} from "../../test/order-fixture.js";
import { buildApp } from "../app.js";
import { businesses, modifierGroups } from "../db/schema/index.js";

let keyCount = 0;

// At Monday noon every selling type of the fixture is open but car pickup.
const api = orderFixtureApi({ clock: () => mondayNoon });

/** A delivery to Salmiya of two half kebabs with cheese, paid cash. */
function deliveryOrder(overrides: Partial<OrderRequestBody> = {}): OrderRequestBody {
  return kebabDelivery(api.fixture, {
    order_lines: [
      {
        item_id: api.fixture.kebab,
        price_label_id: api.fixture.half,
        quantity: 2,
        modifiers: String(api.fixture.cheese),
        comment: "",
      },
    ],
    delivery: { area_id: null, ...salmiyaPoint, type: 1, block: "3", street: "Baghdad St" },
    ...overrides,
  });
}

/** The delivery order with one line of half kebabs, as `line` says. */
const halfKebabs = (
  line: Omit<OrderRequestBody["order_lines"][number], "item_id" | "price_label_id">,
) =>
  deliveryOrder({
    order_lines: [{ item_id: api.fixture.kebab, price_label_id: api.fixture.half, ...line }],
  });

const newKey = () => `test-key-${String(++keyCount).padStart(8, "0")}`;

async function calc(body: unknown) {
  return api.app.inject({
    method: "POST",
    url: `/service/pos/calc-order/${api.fixture.branchId}`,
    payload: body as object,
  });
}

async function place(body: unknown, key: string = newKey()) {
  return api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": key },
    payload: body as object,
  });
}

function failureOf(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  return failureSchema.parse(JSON.parse(response.body));
}

describe("POST /service/pos/calc-order/:branchId", () => {
  it("prices from the database: 2 × (2.500 + 0.250 cheese), 5 % service on the kebab, the zone's 0.500 fee", async () => {
    const response = await calc(deliveryOrder());
    expect(response.statusCode).toBe(200);
    const answer = calcOrderAnswerSchema.parse(response.json());
    expect(answer.breakdown).toMatchObject({
      currency: "KWD",
      subtotal: 5500,
      tax_total: 250,
      delivery_fee: { kind: "zone", fee: 500, amount: 500, zone_id: api.fixture.zoneId },
      total: 6250,
    });
    expect(answer.breakdown.tax_rows).toEqual([
      {
        taxId: expect.any(Number),
        taxName: "Service",
        rate: 500,
        taxValue: 250,
        modifiersTaxValue: 0,
        totalTaxValue: 250,
      },
    ]);
    // Spec 9: "Default delivery time 30, unit minute" for a zone that sets none.
    expect(answer.delivery_zone).toEqual({
      id: api.fixture.zoneId,
      delivery_time: 30,
      unit: "minute",
    });
    expect(answer.minimum_order).toEqual({ amount: 3000, met: true });
    expect(answer.refusals).toEqual([]);
    expect(answer.problems).toEqual([]);
  });

  it("refuses lines it cannot sell, one by one, and prices the rest", async () => {
    const answer = calcOrderAnswerSchema.parse(
      (
        await calc(
          deliveryOrder({
            order_lines: [
              {
                item_id: api.fixture.kebab,
                price_label_id: api.fixture.full,
                quantity: 1,
                modifiers: "",
              },
              {
                item_id: api.fixture.soup,
                price_label_id: api.fixture.bowl,
                quantity: 1,
                modifiers: "",
              },
              {
                item_id: api.fixture.kebab,
                price_label_id: api.fixture.bowl,
                quantity: 1,
                modifiers: "",
              },
            ],
          }),
        )
      ).json(),
    );
    expect(answer.refusals.map(({ position, code }) => [position, code])).toEqual([
      [1, "COMMENT_REQUIRED"],
      [2, "PRICE_LABEL_NOT_OF_ITEM"],
    ]);
    expect(answer.breakdown.lines).toHaveLength(1);
    expect(answer.breakdown.subtotal).toBe(4750);
  });

  it("reports the coupon's verdict in the breakdown, and what would stop the order", async () => {
    const members = calcOrderAnswerSchema.parse(
      (await calc(deliveryOrder({ coupon_code: "members" }))).json(),
    );
    expect(members.breakdown.coupon).toMatchObject({
      code: "MEMBERS",
      applied: false,
      reason: "COUPON_SIGNED_IN_ONLY",
    });
    expect(members.problems.map(({ code }) => code)).toEqual(["COUPON_SIGNED_IN_ONLY"]);
    const ten = calcOrderAnswerSchema.parse(
      (await calc(deliveryOrder({ coupon_code: "TENOFF" }))).json(),
    );
    // 10 % of the label prices (2 × 2.500), modifiers untouched (ADR 006).
    expect(ten.breakdown.coupon).toMatchObject({ applied: true, amount: 500 });
    const free = calcOrderAnswerSchema.parse(
      (await calc(deliveryOrder({ coupon_code: "FREEDEL" }))).json(),
    );
    expect(free.breakdown.delivery_fee).toMatchObject({
      fee: 500,
      amount: 0,
      waived_by_coupon: "FREEDEL",
    });
  });

  it("prices a shipping order by weight: 450 g × 2 at 2.000 a kilo plus 1.500", async () => {
    const answer = calcOrderAnswerSchema.parse(
      (
        await calc(
          deliveryOrder({
            delivery: null,
            shipping_country_id: api.fixture.countryId,
            order_lines: [
              {
                item_id: api.fixture.kebab,
                price_label_id: api.fixture.full,
                quantity: 2,
                modifiers: "",
              },
            ],
          }),
        )
      ).json(),
    );
    expect(answer.breakdown.delivery_fee).toMatchObject({
      kind: "shipping",
      weight_grams: 900,
      amount: 1800 + 1500,
    });
  });
});

describe("a business that turns modifiers off (spec 5: modifiers count only if enabled)", () => {
  it("sells its items without any, whatever their groups' minimum, and refuses a chosen one", async () => {
    const kebabWithout = deliveryOrder({
      order_lines: [
        {
          item_id: api.fixture.kebab,
          price_label_id: api.fixture.half,
          quantity: 1,
          modifiers: "",
        },
      ],
    });
    const refusalCodes = async (body: unknown) =>
      calcOrderAnswerSchema.parse((await calc(body)).json()).refusals.map(({ code }) => code);
    // The kebab's toppings become a required choice: with modifiers on, a kebab needs one.
    const kebabGroups = eq(modifierGroups.itemId, api.fixture.kebab);
    await api.db.update(modifierGroups).set({ minimum: 1 }).where(kebabGroups);
    try {
      expect(await refusalCodes(kebabWithout)).toEqual(["MODIFIER_GROUP_RULE"]);
      await api.db
        .update(businesses)
        .set({ settings: { disable_otp: true, modifiers: false } })
        .where(eq(businesses.referenceId, "orders-fixture"));
      expect(await refusalCodes(kebabWithout)).toEqual([]);
      expect(await refusalCodes(deliveryOrder())).toEqual(["MODIFIER_NOT_OF_ITEM"]);
    } finally {
      await api.db.update(modifierGroups).set({ minimum: 0 }).where(kebabGroups);
      await api.db
        .update(businesses)
        .set({ settings: { disable_otp: true } })
        .where(eq(businesses.referenceId, "orders-fixture"));
    }
  });
});

describe("POST /webapp/order: every rule is a 4xx with a stable code, and no order", () => {
  const cases: [string, () => unknown, string][] = [
    [
      "a tampered line total",
      () =>
        halfKebabs({
          quantity: 2,
          modifiers: String(api.fixture.cheese),
          total_price: 1,
        }),
      "PRICE_CHANGED",
    ],
    ["a tampered fee", () => deliveryOrder({ fees: 0 }), "PRICE_CHANGED"],
    [
      "cash for an order shipped to another country",
      () =>
        deliveryOrder({
          delivery: riyadhAddress,
          shipping_country_id: api.fixture.countryId,
          payment_type: 2,
          order_lines: [
            {
              item_id: api.fixture.kebab,
              price_label_id: api.fixture.full,
              quantity: 2,
              modifiers: "",
            },
          ],
        }),
      "PAYMENT_METHOD_NOT_FOR_SHIPPING",
    ],
    [
      "a modifier of another item",
      () =>
        deliveryOrder({
          order_lines: [
            {
              item_id: api.fixture.soup,
              price_label_id: api.fixture.bowl,
              quantity: 1,
              modifiers: String(api.fixture.cheese),
              comment: "hot",
            },
          ],
        }),
      "MODIFIER_NOT_OF_ITEM",
    ],
    [
      "too many of one modifier",
      () =>
        halfKebabs({
          quantity: 2,
          modifiers: String(api.fixture.cheese),
          modifiers_details: [{ id: api.fixture.cheese, quantity: 2 }],
        }),
      "MODIFIER_GROUP_RULE",
    ],
    [
      "details naming other modifiers",
      () =>
        halfKebabs({
          quantity: 2,
          modifiers: String(api.fixture.cheese),
          modifiers_details: [{ id: api.fixture.onion, quantity: 1 }],
        }),
      "MODIFIERS_MISMATCH",
    ],
    [
      "a quantity above the label's maximum",
      () => halfKebabs({ quantity: 21, modifiers: "" }),
      "QUANTITY_OUT_OF_RANGE",
    ],
    [
      "an item the branch does not sell",
      () =>
        deliveryOrder({
          order_lines: [
            { item_id: 999_999, price_label_id: api.fixture.half, quantity: 1, modifiers: "" },
          ],
        }),
      "ITEM_NOT_SOLD",
    ],
    [
      "a location outside every zone",
      () => deliveryOrder({ delivery: { area_id: null, ...seaPoint, type: 1 } }),
      "OUTSIDE_DELIVERY_ZONES",
    ],
    [
      "a location in a hidden zone only",
      () => deliveryOrder({ delivery: { area_id: null, ...jabriyaPoint, type: 1 } }),
      "OUTSIDE_DELIVERY_ZONES",
    ],
    ["no location for a delivery", () => deliveryOrder({ delivery: null }), "LOCATION_REQUIRED"],
    [
      "an order below the zone's minimum",
      () => halfKebabs({ quantity: 1, modifiers: "" }),
      "BELOW_MINIMUM_ORDER",
    ],
    ["an unknown coupon", () => deliveryOrder({ coupon_code: "NOPE" }), "COUPON_UNKNOWN"],
    ["an expired coupon", () => deliveryOrder({ coupon_code: "OLD" }), "COUPON_EXPIRED"],
    [
      "a coupon for signed-in customers",
      () => deliveryOrder({ coupon_code: "MEMBERS" }),
      "COUPON_SIGNED_IN_ONLY",
    ],
    [
      "a payment method the business does not take",
      () => deliveryOrder({ payment_type: 7 }),
      "PAYMENT_METHOD_NOT_ALLOWED",
    ],
    [
      "an online payment without a return address",
      () => deliveryOrder({ payment_type: 4 }),
      "RETURN_URL_NOT_ALLOWED",
    ],
    [
      "an online payment returning to a foreign site",
      () => deliveryOrder({ payment_type: 4, return_url: "https://evil.example/steal" }),
      "RETURN_URL_NOT_ALLOWED",
    ],
    [
      "car pickup while it is closed",
      () =>
        deliveryOrder({
          selling_types: "car_pickup",
          delivery: null,
          car: { model: "Patrol", color: "White", plate_number: "12345" },
        }),
      "SHOP_CLOSED",
    ],
    [
      "car pickup without the car",
      () =>
        deliveryOrder({
          selling_types: "car_pickup",
          delivery: null,
          priority: "later",
          scheduled_at: "2026-11-24T10:00:00+03:00",
        }),
      "SLOT_NOT_AVAILABLE",
    ],
    [
      "dine-in without a table",
      () => deliveryOrder({ selling_types: "dinein", delivery: null }),
      "TABLE_REQUIRED",
    ],
    [
      "dine-in at another branch's table",
      () => deliveryOrder({ selling_types: "dinein", delivery: null, table_id: 999_999 }),
      "UNKNOWN_TABLE",
    ],
    [
      "a slot that is not offered",
      () => deliveryOrder({ priority: "later", scheduled_at: "2026-11-23T12:20:00+03:00" }),
      "SLOT_NOT_AVAILABLE",
    ],
    [
      "a later order without a slot",
      () => deliveryOrder({ priority: "later" }),
      "SLOT_NOT_AVAILABLE",
    ],
    ["a phone that is not a number", () => deliveryOrder({ phone: "call me" }), "PHONE_INVALID"],
    ["no name", () => deliveryOrder({ name: "  " }), "NAME_REQUIRED"],
    ["the wallet as a guest", () => deliveryOrder({ use_wallet: true }), "WALLET_NOT_AVAILABLE"],
    ["no items", () => deliveryOrder({ order_lines: [] }), "EMPTY_ORDER"],
    ["a negative quantity", () => halfKebabs({ quantity: -1, modifiers: "" }), "BAD_REQUEST"],
    ["a fractional quantity", () => halfKebabs({ quantity: 1.5, modifiers: "" }), "BAD_REQUEST"],
    ["a huge quantity", () => halfKebabs({ quantity: 1e12, modifiers: "" }), "BAD_REQUEST"],
    [
      "a NaN quantity",
      () => ({
        ...deliveryOrder(),
        order_lines: [
          {
            item_id: api.fixture.kebab,
            price_label_id: api.fixture.half,
            quantity: "NaN",
            modifiers: "",
          },
        ],
      }),
      "BAD_REQUEST",
    ],
    ["a client's total", () => ({ ...deliveryOrder(), total: 1 }), "BAD_REQUEST"],
    ["a client's status", () => ({ ...deliveryOrder(), status: 5, paid: true }), "BAD_REQUEST"],
    [
      "a line's price",
      () => ({
        ...deliveryOrder(),
        order_lines: [
          {
            item_id: api.fixture.kebab,
            price_label_id: api.fixture.half,
            quantity: 1,
            modifiers: "",
            price: 1,
          },
        ],
      }),
      "BAD_REQUEST",
    ],
  ];

  it.each(cases)("refuses %s", async (_name, body, code) => {
    const before = await countOrderRows(api.db, api.fixture.branchId);
    const response = await place(body());
    const failure = failureOf(response);
    expect(failure.code).toBe(code);
    expect(response.body).not.toMatch(/\bat .*\.(js|ts):\d+/);
    expect(await countOrderRows(api.db, api.fixture.branchId)).toEqual(before);
  });

  it("answers PRICE_CHANGED with the breakdown the customer should see instead", async () => {
    const failure = failureOf(await place(deliveryOrder({ fees: 0 })));
    expect(failure.details?.breakdown).toMatchObject({ total: 6250 });
  });

  it("refuses a body that is not JSON, and an order without an Idempotency-Key", async () => {
    const text = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": newKey(), "content-type": "text/plain" },
      payload: "order please",
    });
    expect(failureOf(text).code).toBe("BAD_REQUEST");
    const keyless = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      payload: deliveryOrder(),
    });
    expect(failureOf(keyless).code).toBe("IDEMPOTENCY_KEY_REQUIRED");
  });
});

describe("POST /webapp/order: placed orders", () => {
  it("places a cash delivery priced by the server, and stores what explains it", async () => {
    const response = await place(deliveryOrder({ fees: 500 }));
    expect(response.statusCode).toBe(201);
    const placed = placeOrderAnswerSchema.parse(response.json());
    expect(placed.order).toMatchObject({
      status: 0,
      status_name: "pending",
      total: 6250,
      payment_status: "not_required",
    });
    expect(placed.payment_url).toBeNull();

    const full = getOrderAnswerSchema.parse(
      (
        await api.app.inject({
          method: "GET",
          url: `/webapp/order/${placed.order.id}/${placed.access_key}?full=true`,
        })
      ).json(),
    );
    // The stored inputs price again to the stored total: the order can be explained later.
    const repriced = priceCart(full.order.priced_from as PriceCartInput);
    expect(repriced.total).toBe(full.order.total);
    expect(full.order.request).toMatchObject({ name: "Fatma" });
  });

  it("answers the same order to a retry with the same key, and refuses the key with another body", async () => {
    const key = newKey();
    const first = placeOrderAnswerSchema.parse((await place(deliveryOrder(), key)).json());
    const again = await place(deliveryOrder(), key);
    expect(again.statusCode).toBe(200);
    expect(placeOrderAnswerSchema.parse(again.json()).order.id).toBe(first.order.id);
    const other = await place(deliveryOrder({ name: "Someone else" }), key);
    expect(other.statusCode).toBe(422);
    expect(failureOf(other).code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("places dine-in at a table, and a scheduled delivery as status scheduled 10", async () => {
    const dineIn = placeOrderAnswerSchema.parse(
      (
        await place(
          deliveryOrder({ selling_types: "dinein", delivery: null, table_id: api.fixture.tableId }),
        )
      ).json(),
    );
    expect(dineIn.order.details.table).toMatchObject({
      id: api.fixture.tableId,
      name: "T1",
      floor: "Ground",
    });
    expect(dineIn.order.breakdown.delivery_fee.amount).toBe(0);
    // 13:30 Kuwait is after now + 1 hour + 15 minutes, inside an always-open day.
    const later = placeOrderAnswerSchema.parse(
      (
        await place(deliveryOrder({ priority: "later", scheduled_at: "2026-11-23T13:30:00+03:00" }))
      ).json(),
    );
    expect(later.order).toMatchObject({
      status: 10,
      status_name: "scheduled",
      scheduled_at: "2026-11-23T10:30:00.000Z",
    });
  });

  it("hides an order from a wrong key, as if it did not exist", async () => {
    const placed = placeOrderAnswerSchema.parse((await place(deliveryOrder())).json());
    const wrong = await api.app.inject({
      method: "GET",
      url: `/webapp/order/${placed.order.id}/${"x".repeat(22)}`,
    });
    expect(failureOf(wrong).code).toBe("NOT_FOUND");
    const header = await api.app.inject({
      method: "GET",
      url: `/webapp/order/${placed.order.id}`,
      headers: { "x-order-key": placed.access_key },
    });
    expect(getOrderAnswerSchema.parse(header.json()).order.id).toBe(placed.order.id);
    const none = await api.app.inject({ method: "GET", url: `/webapp/order/${placed.order.id}` });
    expect(failureOf(none).code).toBe("UNAUTHORIZED");
  });

  it("moves a demo order along the allowed transitions only, and the events follow", async () => {
    const placed = placeOrderAnswerSchema.parse((await place(deliveryOrder())).json());
    const move = (status: number) =>
      api.app.inject({
        method: "POST",
        url: `/dev/order/${placed.order.id}/status`,
        payload: { status },
      });
    expect((await move(5)).statusCode).toBe(409);
    for (const status of [1, 3, 4, 5]) expect((await move(status)).statusCode).toBe(200);
    const events = await api.app.inject({
      method: "GET",
      url: `/webapp/update-order-events/${placed.order.id}/${placed.access_key}`,
    });
    expect(events.json()).toMatchObject({
      status: 5,
      status_name: "delivered",
      events: [0, 1, 3, 4, 5].map((status) => ({ status })),
    });
  });

  it("has no demo controls in production", async () => {
    const production = buildApp({
      db: api.db,
      logger: false,
      clock: () => mondayNoon,
      ordering: {
        publicUrl: "http://localhost:4000/",
        returnOrigins: [],
        sandboxSecret: "x".repeat(16),
        production: true,
      },
    });
    const response = await production.inject({
      method: "POST",
      url: "/dev/order/1/status",
      payload: { status: 1 },
    });
    expect(response.statusCode).toBe(404);
    await production.close();
  });
});
