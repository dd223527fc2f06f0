import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addLine } from "../cart/add-line.js";
import { emptyCart } from "../cart/empty-cart.js";
import type { SavedCart } from "../cart/saved-cart.js";
import { sellingTypeStrings } from "../codes/selling-type.js";
import type { SellingTypeString } from "../selling-types/selling-type-table.js";
import { buildOrderRequest } from "./build-order-request.js";
import { orderSellingType } from "./order-selling-type.js";

const address = {
  area_id: null,
  lat: 0,
  lng: 0,
  type: 1 as const,
  street: "King Fahd Rd",
  house_number: "7",
  postcode: "12271",
  city: "Riyadh",
};
const car = { model: "Patrol", color: "White", plate_number: "12345" };
const gift = { recipient_name: "Noura", recipient_phone: "+96551234567", message: "Eid mubarak" };
const cart = {
  ...addLine(emptyCart({ reference_id: "demo-shop", branch_id: 3 }), {
    item_id: 43,
    category_id: 6,
    price_label_id: 50,
    quantity: 2,
    modifiers: [
      { id: 31, quantity: 1 },
      { id: 32, quantity: 2 },
    ],
    comment: "no onions",
  }),
  note: "Ring twice",
  coupon_code: "EID25",
  name: "Fatma",
  phone: "51234567",
  delivery: address,
  table_id: 4,
  car,
  gift,
};

describe("the order request (spec 3)", () => {
  it("carries the cart's ids, counts, codes and texts, and no amount unless told", () => {
    expect(buildOrderRequest(cart, "delivery")).toEqual({
      priority: "now",
      comment: "Ring twice",
      branch_id: 3,
      order_lines: [
        {
          item_id: 43,
          quantity: 2,
          price_label_id: 50,
          modifiers: "31,32",
          modifiers_details: [
            { id: 31, quantity: 1 },
            { id: 32, quantity: 2 },
          ],
          comment: "no onions",
        },
      ],
      name: "Fatma",
      phone: "51234567",
      dial_code: "+965",
      coupon_code: "EID25",
      notes: "",
      payment_type: 2,
      use_wallet: false,
      selling_types: "delivery",
      reservation: false,
      scheduled_at: null,
      delivery: address,
      shipping_country_id: null,
      table_id: null,
      car: null,
      gift,
    });
  });

  it("ADR 012: the amounts the customer saw go with it, for the server to check", () => {
    const body = buildOrderRequest(cart, "delivery", {
      fees: 500,
      lines: [{ net: 2400, unit_price: 1300 }],
    });
    expect(body.fees).toBe(500);
    expect(body.order_lines[0]).toMatchObject({ total_price: 2400, unit_price: 1300 });
  });

  it('a chosen slot makes a "later" order; the wallet is asked for when the customer chose it', () => {
    const later = { ...cart, scheduled_at: "2026-11-23T13:30:00.000+03:00" };
    expect(buildOrderRequest(later, "delivery").priority).toBe("later");
    expect(buildOrderRequest(cart, "delivery", undefined, true).use_wallet).toBe(true);
  });

  it("ADR 044: the address goes with a shipment abroad and a delivery at home, with no other selling type", () => {
    const shipped = buildOrderRequest({ ...cart, shipping_country_id: 4 }, "delivery");
    expect(shipped).toMatchObject({ shipping_country_id: 4, delivery: address });
    expect(buildOrderRequest(cart, "dinein").delivery).toBeNull();
    expect(buildOrderRequest(cart, "car_pickup").delivery).toBeNull();
  });

  it("the table goes with dine-in, the car with car pickup", () => {
    expect(buildOrderRequest(cart, "dinein")).toMatchObject({ table_id: 4, car: null, gift: null });
    expect(buildOrderRequest(cart, "car_pickup")).toMatchObject({ table_id: null, car });
  });

  it('spec 9: "Strings: delivery, dinein, car_pickup"; the reservation routes order with a reservation', () => {
    expect(orderSellingType("reserv_service")).toEqual({
      selling_types: "product_service",
      reservation: true,
    });
    expect(orderSellingType("product_service")).toEqual({
      selling_types: "product_service",
      reservation: false,
    });
    expect(orderSellingType("dine_in").selling_types).toBe("dinein");
  });
});

describe("properties", () => {
  const type = fc.constantFrom(...(Object.keys(sellingTypeStrings) as SellingTypeString[]));
  const saved: fc.Arbitrary<SavedCart> = fc
    .array(
      fc.record({
        item_id: fc.integer({ min: 1, max: 9 }),
        category_id: fc.constant(1),
        price_label_id: fc.integer({ min: 1, max: 3 }),
        quantity: fc.integer({ min: 1, max: 30 }),
        modifiers: fc.array(
          fc.record({
            id: fc.integer({ min: 1, max: 9 }),
            quantity: fc.integer({ min: 1, max: 3 }),
          }),
          { maxLength: 3 },
        ),
        comment: fc.constantFrom("", "mild"),
      }),
      { maxLength: 6 },
    )
    .map((lines) => ({ ...cart, lines }));

  test.prop([saved, type], { numRuns: 1000 })(
    "one order line per cart line, in order, with its ids and count; each place goes with its own selling type only",
    (order, route) => {
      const body = buildOrderRequest(order, route);
      expect(
        body.order_lines.map((line) => [line.item_id, line.price_label_id, line.quantity]),
      ).toEqual(order.lines.map((line) => [line.item_id, line.price_label_id, line.quantity]));
      expect(body.order_lines.map((line) => line.modifiers)).toEqual(
        order.lines.map((line) => line.modifiers.map(({ id }) => id).join(",")),
      );
      const { selling_types } = body;
      expect(body.delivery !== null).toBe(selling_types === "delivery");
      expect(body.car !== null).toBe(selling_types === "car_pickup");
      expect(body.table_id !== null).toBe(
        selling_types === "dinein" || selling_types === "product_service",
      );
      expect(body.fees).toBeUndefined();
    },
  );
});
