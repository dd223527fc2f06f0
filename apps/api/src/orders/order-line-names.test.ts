import { getOrderAnswerSchema, placeOrderAnswerSchema } from "@storefront/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { insertOrderFixture, type OrderFixture, salmiyaPoint } from "../../test/order-fixture.js";
import { testApi } from "../../test/test-api.js";

// Monday 23 November 2026, 12:00 in Kuwait: delivery is open at the fixture's branch.
const now = new Date("2026-11-23T09:00:00Z");
let fixture: OrderFixture;

const api = testApi({ clock: () => now });

beforeAll(async () => {
  fixture = await insertOrderFixture(api.db);
});

describe("an order answers what was ordered by name (the order page lists options, modifiers and notes)", () => {
  it("names each line's dish, its price when there are several, its modifiers with their group and quantity, and its note", async () => {
    const placed = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": "line-names-key-0001" },
      payload: {
        priority: "now",
        branch_id: fixture.branchId,
        order_lines: [
          {
            item_id: fixture.kebab,
            price_label_id: fixture.half,
            quantity: 2,
            modifiers: `${fixture.onion},${fixture.cheese}`,
            modifiers_details: [
              { id: fixture.onion, quantity: 2 },
              { id: fixture.cheese, quantity: 1 },
            ],
            comment: "No chilli",
          },
          {
            item_id: fixture.soup,
            price_label_id: fixture.bowl,
            quantity: 1,
            modifiers: "",
            comment: "Hot",
          },
        ],
        name: "Fatma",
        phone: "51234567",
        dial_code: "+965",
        payment_type: 2,
        selling_types: "delivery",
        delivery: { area_id: null, ...salmiyaPoint, type: 1, block: "3", street: "Baghdad St" },
      },
    });
    expect(placed.statusCode).toBe(201);
    const answer = placeOrderAnswerSchema.parse(placed.json());
    const expected = [
      {
        position: 0,
        name: { en: "Kebab" },
        price_label: { en: "Half" },
        // In the catalogue's order: cheese before onion, whatever order they were sent in.
        modifiers: [
          { id: fixture.cheese, group: { en: "Extras" }, name: { en: "Cheese" }, quantity: 1 },
          { id: fixture.onion, group: { en: "Extras" }, name: { en: "Onion" }, quantity: 2 },
        ],
        comment: "No chilli",
      },
      // One price only: the dish's name says enough.
      { position: 1, name: { en: "Soup" }, price_label: null, modifiers: [], comment: "Hot" },
    ];
    expect(answer.order.lines).toEqual(expected);

    const read = await api.app.inject({
      method: "GET",
      url: `/webapp/order/${answer.order.id}/${answer.access_key}`,
    });
    expect(getOrderAnswerSchema.parse(read.json()).order.lines).toEqual(expected);
  });
});
