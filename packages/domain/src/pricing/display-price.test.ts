import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { pricingTypes } from "../codes/pricing-type.js";
import { displayPrice, type PricingType } from "./display-price.js";
import { PRICING_INVARIANT } from "./invariants.js";

const labels = [
  { id: 1, price: 1500 },
  { id: 2, price: 900 },
  { id: 3, price: 2250 },
];

describe("displayPrice", () => {
  it('spec 3: "STARTING_FROM 0" shows "from" the lowest label price', () => {
    expect(displayPrice(pricingTypes.STARTING_FROM, labels)).toEqual({ kind: "from", price: 900 });
  });

  it('spec 3: "MULTIPLE_OPTIONS 1" shows every label price, in the labels\' order', () => {
    expect(displayPrice(pricingTypes.MULTIPLE_OPTIONS, labels)).toEqual({
      kind: "options",
      options: [
        { priceLabelId: 1, price: 1500 },
        { priceLabelId: 2, price: 900 },
        { priceLabelId: 3, price: 2250 },
      ],
    });
  });

  it('spec 3: "PRICE_ON_SELECTION 2" shows no price until a label is chosen', () => {
    expect(displayPrice(pricingTypes.PRICE_ON_SELECTION, labels)).toEqual({ kind: "onSelection" });
    expect(displayPrice(pricingTypes.PRICE_ON_SELECTION, labels, 99)).toEqual({
      kind: "onSelection",
    });
    expect(displayPrice(pricingTypes.PRICE_ON_SELECTION, labels, 3)).toEqual({
      kind: "selected",
      priceLabelId: 3,
      price: 2250,
    });
  });

  it('spec 3: "MIN_MAX 3" shows the lowest to the highest label price', () => {
    expect(displayPrice(pricingTypes.MIN_MAX, labels)).toEqual({
      kind: "range",
      lowest: 900,
      highest: 2250,
    });
  });

  it("an item without price labels shows no price; an unknown pricing type is a broken invariant", () => {
    expect(displayPrice(pricingTypes.STARTING_FROM, [])).toEqual({ kind: "none" });
    expect(displayPrice(pricingTypes.MIN_MAX, [])).toEqual({ kind: "none" });
    expect(() => displayPrice(7 as PricingType, labels)).toThrow(
      PRICING_INVARIANT.UNKNOWN_PRICING_TYPE,
    );
  });

  describe("properties", () => {
    const priceLabels = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 50 }), price: fc.integer({ min: 0, max: 1e7 }) }),
      {
        minLength: 1,
        maxLength: 8,
        selector: (label) => label.id,
      },
    );

    test.prop([priceLabels], { numRuns: 1000 })(
      "'from' is the lowest of the options, and the range spans exactly the options",
      (list) => {
        const prices = list.map((label) => label.price);
        expect(displayPrice(pricingTypes.STARTING_FROM, list)).toEqual({
          kind: "from",
          price: Math.min(...prices),
        });
        expect(displayPrice(pricingTypes.MIN_MAX, list)).toEqual({
          kind: "range",
          lowest: Math.min(...prices),
          highest: Math.max(...prices),
        });
        expect(displayPrice(pricingTypes.MIN_MAX, [...list].reverse())).toEqual(
          displayPrice(pricingTypes.MIN_MAX, list),
        );
      },
    );
  });
});
