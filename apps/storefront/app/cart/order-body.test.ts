import { describe, expect, it } from "vitest";
import { emptyCart } from "./cart-changes";
import { orderBody } from "./order-body";

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
const cart = { ...emptyCart({ reference_id: "demo-shop", branch_id: 3 }), delivery: address };

describe("the order request's address", () => {
  it("goes with a shipment abroad, which the API checks against the destination's form", () => {
    const body = orderBody({ ...cart, shipping_country_id: 4 }, "delivery");
    expect(body.shipping_country_id).toBe(4);
    expect(body.delivery).toEqual(address);
  });

  it("goes with a delivery at home, and with no other selling type", () => {
    expect(orderBody(cart, "delivery").delivery).toEqual(address);
    expect(orderBody(cart, "dinein").delivery).toBeNull();
    expect(orderBody(cart, "car_pickup").delivery).toBeNull();
  });
});
