import {
  failureSchema,
  type MenuDocument,
  menuUploadAnswerSchema,
  orderExamples,
  placeOrderAnswerSchema,
  staffMenuDocumentAnswerSchema,
} from "@storefront/api-client";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mondayNoon, testClock } from "../../test/clock.js";
import { staffCalls } from "../../test/staff-calls.js";
import { testApi } from "../../test/test-api.js";
import { items, priceLabels, staffAudit } from "../db/schema/index.js";

// A manager uploads a menu document over the live menu (ADR 065) through the business side's call:
// the next order is priced from it, what it refuses is said in words, and who did it is recorded.

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now });
const { call, sessionOf } = staffCalls(api, clock.now);
const manager = "+96590000002";
const upload = "/business/v1/menu-document";

async function downloaded(token: string): Promise<MenuDocument> {
  const answer = await call("GET", upload, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return staffMenuDocumentAnswerSchema.parse(answer.json()).document;
}

/** The document with one dish's first price changed and a new dish beside it. */
function withChanges(document: MenuDocument, dishKey: string, price: string): MenuDocument {
  const change = (list: MenuDocument["categories"]): MenuDocument["categories"] =>
    list.map((category) => ({
      ...category,
      items: category.items.flatMap((item) =>
        item.key === dishKey
          ? [
              {
                ...item,
                priceLabels: item.priceLabels.map((label, index) =>
                  index === 0 ? { ...label, price } : label,
                ),
              },
              {
                key: "upload-lentil-soup",
                name: { en: "Lentil Soup", ar: "شوربة عدس" },
                priceLabels: [{ label: { en: "Bowl", ar: "صحن" }, price: "0.850" }],
              },
            ]
          : [item],
      ),
      ...(category.subcategories ? { subcategories: change(category.subcategories) } : {}),
    }));
  return { ...document, categories: change(document.categories) };
}

describe("a manager's menu upload", () => {
  it("prices the next order from the uploaded document and records who uploaded it", async () => {
    const token = await sessionOf(manager);
    const line = orderExamples.car_pickup.order_lines[0]!;
    const [falafel] = await api.db
      .select({ key: items.key })
      .from(items)
      .where(eq(items.id, line.item_id));
    const document = await downloaded(token);

    const answer = await call("POST", upload, token, withChanges(document, falafel!.key!, "0.950"));

    expect(answer.statusCode, answer.body).toBe(200);
    const written = menuUploadAnswerSchema.parse(answer.json());
    expect(written.new_items).toEqual(["upload-lentil-soup"]);
    expect(written.hidden_items).toEqual([]);
    const [label] = await api.db
      .select({ price: priceLabels.price })
      .from(priceLabels)
      .where(eq(priceLabels.id, line.price_label_id));
    expect(label?.price).toBe(950);
    const [audit] = await api.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, "menu.upload")))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({ new_items: ["upload-lentil-soup"], hidden_items: [] });

    const order = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": "menu-upload-priced-order" },
      payload: orderExamples.car_pickup,
    });
    expect(order.statusCode, order.body).toBe(201);
    const placed = placeOrderAnswerSchema.parse(order.json());
    expect(placed.order.breakdown.lines[0]?.label_price).toBe(950);
  });

  it("refuses what the menu cannot take in words, and leaves the menu as it was", async () => {
    const token = await sessionOf(manager);
    const document = await downloaded(token);
    const [first] = document.categories;
    const dish = first!.items[0]!;
    const onlyDish = (changed: object) => ({
      currency: "KWD",
      categories: [
        {
          key: first!.key,
          name: first!.name,
          items: [{ key: dish.key, name: dish.name, priceLabels: dish.priceLabels, ...changed }],
        },
      ],
    });
    const refusals: [object, number, string, RegExp][] = [
      [{ ...document, currency: "AED" }, 422, "MENU_REFUSED", /sells in KWD/],
      [{ currency: "KWD", categories: [] }, 422, "MENU_REFUSED", /no dish/],
      [
        onlyDish({ priceLabels: [{ label: { en: "One" }, price: "0.1255" }] }),
        422,
        "MENU_REFUSED",
        /more decimals than KWD/,
      ],
      [{ ...document, highlighted: "nowhere" }, 400, "BAD_REQUEST", /highlighted/],
      [
        onlyDish({ priceLabels: [{ label: { en: "One" }, price: "1", minimum: 5, maximum: 2 }] }),
        400,
        "BAD_REQUEST",
        /maximum is below minimum/,
      ],
      [onlyDish({ picture: "javascript:alert(1)" }), 400, "BAD_REQUEST", /picture/],
      [onlyDish({ calories: 2 ** 40 }), 400, "BAD_REQUEST", /calories/],
    ];
    for (const [body, status, code, message] of refusals) {
      const answer = await call("POST", upload, token, body);
      expect(answer.statusCode, answer.body).toBe(status);
      const failure = failureSchema.parse(answer.json());
      expect(failure.code).toBe(code);
      expect(failure.message).toMatch(message);
    }
    expect(await downloaded(token)).toEqual(document);
  });

  it("reads a document up to 8 MiB, more than the API's 1 MiB for other calls", async () => {
    const token = await sessionOf(manager);
    const large = JSON.stringify({
      currency: "KWD",
      categories: [],
      note: "x".repeat(2 * 1_048_576),
    });
    const refused = await call("POST", upload, token, JSON.parse(large) as object);
    // Read whole and refused by its schema, not by its size.
    expect(failureSchema.parse(refused.json()).code).toBe("BAD_REQUEST");
    const tooLarge = await api.app.inject({
      method: "POST",
      url: upload,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ note: "x".repeat(9 * 1_048_576) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(failureSchema.parse(tooLarge.json()).message).toContain("8 MiB");
  });
});
