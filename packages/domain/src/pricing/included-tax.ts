import { basisPointsPerWhole } from "../money/percentage.js";
import { roundedRatio } from "../money/rounded-ratio.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { pricingRounding } from "./pricing-rounding.js";

/**
 * The tax already inside a price (spec 3: "inclusive_taxes (with rate)"):
 * price × rate ÷ (100 % + rate), rounded half-even; it is reported, never added.
 * `includedTax(1050, 500) === 50` (1.050 KWD with 5 % VAT inside holds 0.050 KWD of VAT).
 */
export function includedTax(price: number, rateBasisPoints: number): number {
  assert(
    Number.isSafeInteger(rateBasisPoints) && rateBasisPoints >= 0,
    PRICING_INVARIANT.NOT_A_RATE,
  );
  return roundedRatio(
    price,
    rateBasisPoints,
    basisPointsPerWhole + rateBasisPoints,
    pricingRounding,
  );
}
