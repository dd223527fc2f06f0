import { describe, expect, it } from "vitest";
import { settings, withSettings } from "./checkout.fixtures";
import { checkoutSteps } from "./checkout-steps";

describe("checkoutSteps", () => {
  it('spec 2: a delivery opens the area sheet "when no delivery area is selected and the order is not a shipping order"', () => {
    expect(checkoutSteps("delivery", settings, false)).toEqual([
      "area",
      "location",
      "address",
      "details",
      "review",
    ]);
    expect(checkoutSteps("delivery", settings, true)).toEqual([
      "location",
      "address",
      "details",
      "review",
    ]);
    expect(checkoutSteps("delivery", settings, false, true)).toEqual([
      "location",
      "address",
      "details",
      "review",
    ]);
  });

  it("dine-in asks for the table; product service, the other dine-in label, does not", () => {
    expect(checkoutSteps("dine_in", settings, false)).toEqual(["table", "details", "review"]);
    const productService = withSettings({ dine_in: { label: "product_service" } });
    expect(checkoutSteps("dine_in", productService, false)).toEqual(["details", "review"]);
  });

  it("spec 9: car pickup asks for the car while showCarInfo is on (its default)", () => {
    expect(checkoutSteps("car_pickup", settings, false)).toEqual(["car", "details", "review"]);
    const hidden = withSettings({ car_pickup: { show_car_info: false } });
    expect(checkoutSteps("car_pickup", hidden, false)).toEqual(["details", "review"]);
  });

  it("an area or a shipping country matters only to delivery", () => {
    for (const hasArea of [false, true]) {
      for (const shipping of [false, true]) {
        expect(checkoutSteps("dine_in", settings, hasArea, shipping)).toEqual(
          checkoutSteps("dine_in", settings, false),
        );
        expect(checkoutSteps("car_pickup", settings, hasArea, shipping)).toEqual(
          checkoutSteps("car_pickup", settings, false),
        );
      }
    }
  });

  it("asks no table for the order of a table reservation: the booking holds it (ADR 030)", () => {
    expect(checkoutSteps("dine_in", settings, false, false, true)).toEqual(["details", "review"]);
    expect(checkoutSteps("car_pickup", settings, false, false, true)).toEqual(
      checkoutSteps("car_pickup", settings, false),
    );
  });
});
