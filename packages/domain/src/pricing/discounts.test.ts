import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cartLine } from "../../test/cart-line-builder.js";
import { chooseDiscount } from "./choose-discount.js";
import { discountsForSellingType } from "./discounts-for-selling-type.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { priceCart } from "./price-cart.js";
import type { Discount, MenuDiscounts, SellingTypeDiscounts } from "./pricing-input.js";
import { unitDiscount } from "./unit-discount.js";

const tenPercent: Discount = { id: 101, type: "percent", value: 1000 };
const fifteenPercent: Discount = { id: 102, type: "percent", value: 1500 };
const halfOff: Discount = { id: 103, type: "percent", value: 5000 };
const minus200: Discount = { id: 104, type: "fixed", value: 200 };

describe("discountsForSellingType", () => {
  it('spec 3: "Discounts per selling type (pickup, delivery, dinein)"', () => {
    const discounts: MenuDiscounts = {
      pickup: { allMenuDiscount: tenPercent },
      delivery: { allMenuDiscount: fifteenPercent },
      dinein: { allMenuDiscount: halfOff },
    };
    expect(discountsForSellingType(discounts, "car_pickup")?.allMenuDiscount).toBe(tenPercent);
    expect(discountsForSellingType(discounts, "delivery")?.allMenuDiscount).toBe(fifteenPercent);
    expect(discountsForSellingType(discounts, "dine_in")?.allMenuDiscount).toBe(halfOff);
    expect(discountsForSellingType(null, "dine_in")).toBeUndefined();
  });

  it("a cart is discounted by its own selling type's discounts only", () => {
    const discounts: MenuDiscounts = { delivery: { allMenuDiscount: halfOff } };
    const base = { currency: "KWD", lines: [cartLine()], discounts, signedIn: false } as const;
    expect(priceCart({ ...base, sellingType: "delivery" }).discountTotal).toBe(500);
    expect(priceCart({ ...base, sellingType: "dine_in" }).discountTotal).toBe(0);
    expect(priceCart({ ...base, sellingType: "car_pickup" }).discountTotal).toBe(0);
  });
});

describe("chooseDiscount", () => {
  const all: SellingTypeDiscounts = {
    allMenuDiscount: tenPercent,
    itemsDiscounts: { 1: halfOff },
    categoriesDiscounts: { 10: fifteenPercent, 20: minus200 },
  };

  it('spec 3: "allMenuDiscount, itemsDiscounts by item id, categoriesDiscounts by category id"', () => {
    expect(
      chooseDiscount({ itemId: 1, categoryId: 99 }, { itemsDiscounts: { 1: halfOff } }),
    ).toEqual({
      discountId: 103,
      level: "item",
      type: "percent",
      value: 5000,
    });
    expect(
      chooseDiscount({ itemId: 2, categoryId: 20 }, { categoriesDiscounts: { 20: minus200 } })
        ?.level,
    ).toBe("category");
    expect(
      chooseDiscount({ itemId: 2, categoryId: 99 }, { allMenuDiscount: tenPercent })?.level,
    ).toBe("allMenu");
    expect(chooseDiscount({ itemId: 2, categoryId: 99 }, {})).toBeNull();
    expect(chooseDiscount({ itemId: 2, categoryId: 99 }, undefined)).toBeNull();
  });

  it("ADR 006: the most specific discount wins (item, then category, then all menu); discounts never add up", () => {
    expect(chooseDiscount({ itemId: 1, categoryId: 10 }, all)?.discountId).toBe(103);
    expect(chooseDiscount({ itemId: 2, categoryId: 10 }, all)?.discountId).toBe(102);
    expect(chooseDiscount({ itemId: 2, categoryId: 30 }, all)?.discountId).toBe(101);
  });

  it("reads discount tables keyed by strings, as they arrive in JSON", () => {
    const fromJson = JSON.parse(
      '{"itemsDiscounts":{"1":{"id":7,"type":"fixed","value":100}}}',
    ) as SellingTypeDiscounts;
    expect(chooseDiscount({ itemId: 1, categoryId: 10 }, fromJson)?.discountId).toBe(7);
  });
});

describe("unitDiscount", () => {
  it('spec 3: "each discount has a type (percent or fixed) and a value"', () => {
    expect(unitDiscount(1500, { type: "percent", value: 1000 })).toBe(150);
    expect(unitDiscount(1500, { type: "fixed", value: 200 })).toBe(200);
  });

  it('spec 5: "Discounts are percent or fixed, floored at 0"', () => {
    expect(unitDiscount(150, { type: "fixed", value: 200 })).toBe(150);
    expect(1500 - unitDiscount(1500, { type: "percent", value: 15000 })).toBe(0);
  });

  it('spec 5: "Percent discounts never reduce a price below zero"', () => {
    expect(unitDiscount(999, { type: "percent", value: 10000 })).toBe(999);
    expect(unitDiscount(999, { type: "percent", value: 12500 })).toBe(999);
  });

  it("ADR 006: a percent discount is taken per unit and rounded half-even to the minor unit", () => {
    expect(unitDiscount(1005, { type: "percent", value: 1000 })).toBe(100); // 100.5 -> 100
    expect(unitDiscount(1015, { type: "percent", value: 1000 })).toBe(102); // 101.5 -> 102
    expect(unitDiscount(1006, { type: "percent", value: 1000 })).toBe(101); // 100.6 -> 101
  });

  it("refuses a negative or fractional value as broken data", () => {
    expect(() => unitDiscount(100, { type: "fixed", value: -1 })).toThrow(
      PRICING_INVARIANT.NOT_A_DISCOUNT,
    );
    expect(() => unitDiscount(100, { type: "percent", value: 2.5 })).toThrow(
      PRICING_INVARIANT.NOT_A_DISCOUNT,
    );
  });

  it("ADR 006: a menu discount applies to the price label's price; modifiers are charged in full", () => {
    const priced = priceCart({
      currency: "KWD",
      sellingType: "delivery",
      signedIn: false,
      discounts: { delivery: { allMenuDiscount: halfOff } },
      lines: [
        cartLine({
          priceLabel: { price: 1000 },
          count: 3,
          modifiers: [{ id: 31, quantity: 2, price: 250, taxes: [] }],
        }),
      ],
    });
    const [line] = priced.lines;
    expect(line).toMatchObject({
      unitPrice: 1500,
      gross: 4500,
      unitDiscount: 500,
      discountedLabelPrice: 500,
      itemDiscount: 1500,
      net: 3000,
    });
    expect(line?.discount).toEqual({
      discountId: 103,
      level: "allMenu",
      type: "percent",
      value: 5000,
    });
  });

  describe("properties", () => {
    const discount = fc.record({
      type: fc.constantFrom("percent" as const, "fixed" as const),
      value: fc.integer({ min: 0, max: 1e7 }),
    });

    test.prop([fc.integer({ min: 0, max: 1e9 }), discount], { numRuns: 1000 })(
      "a discounted price is never below zero and never above the price",
      (price, rule) => {
        const off = unitDiscount(price, rule);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(price - off).toBeGreaterThanOrEqual(0);
      },
    );

    test.prop([fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10000 })], {
      numRuns: 1000,
    })("a percent discount is the rate of the price, within half a minor unit", (price, rate) => {
      const off = unitDiscount(price, { type: "percent", value: rate });
      expect(Math.abs(off * 10000 - price * rate)).toBeLessThanOrEqual(5000);
    });
  });
});
