import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { priceCart } from "../src/pricing/price-cart.js";
import type { PricedCart } from "../src/pricing/priced-cart.js";
import { priceCartInput } from "./cart-arbitraries.js";
import { referencePricing, type ReferenceResult } from "./reference-pricing.js";

/** The domain's breakdown in the reference's plain shape. */
function plain(priced: PricedCart): ReferenceResult {
  return {
    lines: priced.lines.map((line) => ({
      unitPrice: line.unitPrice,
      gross: line.gross,
      discountId: line.discount?.discountId ?? null,
      itemDiscount: line.itemDiscount,
      couponUnits: line.couponUnits,
      couponShare: line.couponShare,
      net: line.net,
      taxes: line.taxes.map((tax) => ({ ...tax })),
    })),
    subtotal: priced.subtotal,
    discountTotal: priced.discountTotal,
    coupon: priced.coupon === null ? null : priced.coupon.ok ? "OK" : priced.coupon.code,
    couponTotal: priced.couponTotal,
    netSubtotal: priced.netSubtotal,
    taxRows: priced.taxRows.map((row) => ({ ...row })),
    taxTotal: priced.taxTotal,
    exclusiveTax: priced.exclusiveTax.amount,
    inclusiveTaxRows: priced.inclusiveTaxRows.map((row) => ({ ...row })),
    inclusiveTaxTotal: priced.inclusiveTaxTotal,
    deliveryFee: priced.deliveryFee.amount,
    wallet: priced.wallet,
    cashRounding: priced.cashRounding,
    total: priced.total,
  };
}

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
