import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { priceCart } from "../src/pricing/price-cart.js";
import { priceCartInput } from "./cart-arbitraries.js";
import { plainBreakdown as plain } from "./plain-breakdown.js";
import { referencePricing } from "./reference-pricing.js";

describe("differential: priceCart against the plain reference implementation", () => {
  test.prop([priceCartInput()], { numRuns: 2500 })(
    "agrees on every line, coupon share, tax row, fee, wallet, rounding and total",
    (input) => {
      expect(plain(priceCart(input))).toEqual(referencePricing(input));
    },
  );

  test.prop([priceCartInput(4)], { numRuns: 1000 })(
    "agrees on small carts, where ties and rounding edges are most frequent",
    (input) => {
      expect(plain(priceCart(input))).toEqual(referencePricing(input));
    },
  );

  test.prop([priceCartInput()], { numRuns: 200 })("the reference's totals add up too", (input) => {
    const reference = referencePricing(input);
    expect(reference.total).toBe(
      reference.subtotal -
        reference.discountTotal -
        reference.couponTotal +
        reference.taxTotal +
        reference.exclusiveTax +
        reference.deliveryFee -
        reference.wallet +
        reference.cashRounding,
    );
  });
});
