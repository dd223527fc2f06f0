import { roundedRatio } from "../money/rounded-ratio.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { pricingRounding } from "./pricing-rounding.js";

/** Grams in the kilogram that `fees_per_kg` is priced by. */
export const gramsPerKilogram = 1000;

/**
 * The shipping fee (spec 9: "sum of item weight times count times the country's per-kg fee, plus a
 * fixed fee"): the weight in grams times the per-kg fee, rounded once, half-even, plus the fixed fee.
 * `shippingFee(1250, { feesPerKg: 2000, fixedFees: 500 }) === 3000` (1.25 kg × 2.000 + 0.500 KWD).
 */
export function shippingFee(
  weightGrams: number,
  country: { readonly feesPerKg: number; readonly fixedFees: number },
): number {
  for (const amount of [country.feesPerKg, country.fixedFees]) {
    assert(Number.isSafeInteger(amount) && amount >= 0, PRICING_INVARIANT.NOT_AN_AMOUNT);
  }
  const fee =
    roundedRatio(weightGrams, country.feesPerKg, gramsPerKilogram, pricingRounding) +
    country.fixedFees;
  assert(Number.isSafeInteger(fee), PRICING_INVARIANT.UNSAFE_AMOUNT);
  return fee;
}
