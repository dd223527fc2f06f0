import { addressFieldsOf, type CheckoutSettings, failureSchema } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import {
  kebabDelivery,
  orderFixtureApi,
  riyadhAddress,
  salmiyaPoint,
} from "../../test/order-fixture.js";
import { businesses } from "../db/schema/index.js";

let keys = 0;

// At Monday noon delivery is open at the fixture's branch.
const api = orderFixtureApi({ clock: () => mondayNoon });

beforeAll(async () => {
  // The business addresses its deliveries the Swiss way: street and number, postcode and town.
  const [row] = await api.db
    .select({ checkout: businesses.checkout })
    .from(businesses)
    .where(eq(businesses.referenceId, "orders-fixture"));
  const checkout = row?.checkout as CheckoutSettings;
  await api.db
    .update(businesses)
    .set({
      checkout: { ...checkout, delivery: { ...checkout.delivery, fields: addressFieldsOf("CH") } },
    })
    .where(eq(businesses.referenceId, "orders-fixture"));
});

/** The fixture's kebab delivery for Lukas, with the address under test. */
const order = (overrides: Record<string, unknown>) => ({
  ...kebabDelivery(api.fixture, { name: "Lukas" }),
  ...overrides,
});

const place = (body: object) =>
  api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": `address-check-${String(++keys).padStart(6, "0")}` },
    payload: body,
  });

describe("ADR 044: the order service requires what the address form of the country requires", () => {
  it("refuses a local delivery without the fields the business's form requires, and names them", async () => {
    const response = await place(
      order({ delivery: { area_id: null, ...salmiyaPoint, type: 1, block: "3" } }),
    );
    expect(response.statusCode).toBe(422);
    const failure = failureSchema.parse(response.json());
    expect(failure.code).toBe("ADDRESS_INCOMPLETE");
    expect(failure.message).toBe("The address needs: city, street, postcode, house_number");
  });

  it("takes the address once it has them; a flat gives its building's number, not a house number", async () => {
    const response = await place(
      order({
        delivery: {
          area_id: null,
          ...salmiyaPoint,
          type: 2,
          street: "Niederdorfstrasse",
          building: "42",
          postcode: "8001",
          city: "Zürich",
        },
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it("addresses a shipment in the destination's form (Saudi Arabia: street and city), and refuses one without an address", async () => {
    // Paid later: cash is not taken for a shipment abroad.
    const shipped = (delivery: unknown) =>
      place(order({ shipping_country_id: api.fixture.countryId, delivery, payment_type: 3 }));
    const none = await shipped(null);
    expect(failureSchema.parse(none.json())).toMatchObject({ code: "ADDRESS_INCOMPLETE" });
    // The business's Swiss postcode is not asked of an address in Riyadh; its city is.
    const kuwaiti = await shipped({
      area_id: null,
      lat: 0,
      lng: 0,
      type: 1,
      block: "3",
      street: "King Fahd Rd",
    });
    expect(failureSchema.parse(kuwaiti.json())).toMatchObject({
      code: "ADDRESS_INCOMPLETE",
      message: "The address needs: city",
    });
    const complete = await shipped(riyadhAddress);
    expect(complete.statusCode).toBe(201);
  });
});
