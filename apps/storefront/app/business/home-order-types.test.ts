import { defaultCheckoutSettings } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { homeOrderTypes, onlyOrderTypePath } from "./home-order-types";
import { restaurantWith } from "./restaurant.fixtures";

const checkout = defaultCheckoutSettings;
const carPickupOnly = restaurantWith({
  reference_id: "demo-cakes",
  checkout: {
    ...checkout,
    delivery: { ...checkout.delivery, enabled: false },
    dine_in: { ...checkout.dine_in, enabled: false },
  },
});

describe("homeOrderTypes", () => {
  it("offers every selling type the business takes, in the storefront's words", () => {
    expect(homeOrderTypes(restaurantWith(), "en")).toEqual([
      { type: "delivery", label: null },
      { type: "dinein", label: null },
      { type: "car_pickup", label: null },
    ]);
  });

  it("words dine-in with the business's own label, in the interface language", () => {
    const business = restaurantWith({
      dinein_btn_label: { en: "Eat in the café", ar: "تناول في المقهى" },
    });
    expect(homeOrderTypes(business, "ar")[1]).toEqual({ type: "dinein", label: "تناول في المقهى" });
  });

  it("leaves dine-in out when the business hides its button", () => {
    expect(
      homeOrderTypes(restaurantWith({ hide_dine_btn: true }), "en").map((b) => b.type),
    ).toEqual(["delivery", "car_pickup"]);
  });

  it("names dine-in by its label (product service)", () => {
    const business = restaurantWith({
      checkout: { ...checkout, dine_in: { ...checkout.dine_in, label: "product_service" } },
    });
    expect(homeOrderTypes(business, "en").map((b) => b.type)).toContain("product_service");
  });
});

describe("onlyOrderTypePath (the check-one-type guard)", () => {
  it("opens the menu of a business that takes one selling type, keeping the query", () => {
    expect(
      onlyOrderTypePath(carPickupOnly, new URL("http://x/demo-cakes?theme_id=2&coupon=CAKE")),
    ).toBe("/demo-cakes/car_pickup?theme_id=2&coupon=CAKE");
  });

  it("leaves the home of a business with a choice", () => {
    expect(onlyOrderTypePath(restaurantWith(), new URL("http://x/demo"))).toBeNull();
  });

  it("counts a hidden dine-in button as a selling type still taken", () => {
    const business = restaurantWith({
      hide_dine_btn: true,
      checkout: { ...checkout, car_pickup: { ...checkout.car_pickup, enabled: false } },
    });
    expect(onlyOrderTypePath(business, new URL("http://x/demo"))).toBeNull();
  });

  it("leaves the home of a business with one selling type that also takes reservations (ADR 030)", () => {
    const business = restaurantWith({
      ...carPickupOnly,
      reservation: {
        enabled: true,
        with_table: false,
        type: 1,
        max_users: 4,
        min_advance: null,
        seats_per_slot: 20,
      },
    });
    expect(onlyOrderTypePath(business, new URL("http://x/demo-cakes"))).toBeNull();
  });
});
