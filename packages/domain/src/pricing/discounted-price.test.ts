import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { cartLine } from "../../test/cart-line-builder.js";
import { discountedPrice } from "./discounted-price.js";
import { priceCart } from "./price-cart.js";
import type { MenuDiscounts } from "./pricing-input.js";

const grills: MenuDiscounts = {
  delivery: { categoriesDiscounts: { 2: { id: 1, type: "percent", value: 1000 } } },
  pickup: { itemsDiscounts: { 4: { id: 2, type: "fixed", value: 250 } } },
};

describe("discountedPrice", () => {
  it('spec 3 cart item "discountedPrice": a 10 % delivery discount on a category takes 0.495 off 4.950', () => {
    expect(discountedPrice(4950, { itemId: 4, categoryId: 2 }, grills, "delivery")).toEqual({
      price: 4950,
      discounted: 4455,
      discount: { discountId: 1, level: "category", type: "percent", value: 1000 },
    });
  });

  it("spec 3: discounts are per selling type; another selling type's discount never shows", () => {
    expect(discountedPrice(4950, { itemId: 4, categoryId: 2 }, grills, "dine_in")).toEqual({
      price: 4950,
      discounted: 4950,
      discount: null,
    });
    expect(
      discountedPrice(4950, { itemId: 4, categoryId: 2 }, grills, "car_pickup").discounted,
    ).toBe(4700);
  });

  it("spec 5: a fixed discount larger than the price floors it at 0", () => {
    expect(
      discountedPrice(100, { itemId: 4, categoryId: 9 }, grills, "car_pickup").discounted,
    ).toBe(0);
  });

  test.prop([
    fc.integer({ min: 0, max: 1_000_000 }),
    fc.integer({ min: 1, max: 50 }),
    fc.constantFrom("delivery" as const, "dine_in" as const, "car_pickup" as const),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 3 }),
  ])(
    "property: the price a menu shows is the price the cart charges per unit, before the coupon",
    (price, count, sellingType, itemId, categoryId) => {
      const shown = discountedPrice(price, { itemId, categoryId }, grills, sellingType);
      const priced = priceCart({
        currency: "KWD",
        sellingType,
        signedIn: false,
        discounts: grills,
        lines: [cartLine({ itemId, categoryId, count, priceLabel: { price } })],
      });
      expect(priced.netSubtotal).toBe(shown.discounted * count);
    },
  );
});
