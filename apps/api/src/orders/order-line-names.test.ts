import { getOrderAnswerSchema, placeOrderAnswerSchema } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { kebabDelivery, orderFixtureApi, salmiyaPoint } from "../../test/order-fixture.js";

// At Monday noon delivery is open at the fixture's branch.
const api = orderFixtureApi({ clock: () => mondayNoon });

describe("an order answers what was ordered by name (the order page lists options, modifiers and notes)", () => {
  it("names each line's dish, its price when there are several, its modifiers with their group and quantity, and its note", async () => {
    const placed = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": "line-names-key-0001" },
      payload: kebabDelivery(api.fixture, {
        order_lines: [
          {
            item_id: api.fixture.kebab,
            price_label_id: api.fixture.half,
            quantity: 2,
            modifiers: `${api.fixture.onion},${api.fixture.cheese}`,
            modifiers_details: [
              { id: api.fixture.onion, quantity: 2 },
              { id: api.fixture.cheese, quantity: 1 },
            ],
            comment: "No chilli",
          },
          {
            item_id: api.fixture.soup,
            price_label_id: api.fixture.bowl,
            quantity: 1,
            modifiers: "",
            comment: "Hot",
          },
        ],
        delivery: { area_id: null, ...salmiyaPoint, type: 1, block: "3", street: "Baghdad St" },
      }),
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
          { id: api.fixture.cheese, group: { en: "Extras" }, name: { en: "Cheese" }, quantity: 1 },
          { id: api.fixture.onion, group: { en: "Extras" }, name: { en: "Onion" }, quantity: 2 },
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
