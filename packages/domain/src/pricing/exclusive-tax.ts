import { basisPointsPerWhole } from "../money/percentage.js";
import { roundedRatio } from "../money/rounded-ratio.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";
import type { ExclusiveTax } from "./priced-cart.js";
import { pricingRounding } from "./pricing-rounding.js";

/**
 * The business's exclusive tax (spec 3, cart field "exclusiveTaxes (rate)"): the rate of the net
 * subtotal (after discounts and coupon), rounded once, half-even, added on top.
 * `exclusiveTax(10000, 1000)` is `{ rateBasisPoints: 1000, base: 10000, amount: 1000 }`.
 */
export function exclusiveTax(netSubtotal: number, rateBasisPoints: number): ExclusiveTax {
  assert(
    Number.isSafeInteger(rateBasisPoints) && rateBasisPoints >= 0,
    PRICING_INVARIANT.NOT_A_RATE,
  );
  return {
    rateBasisPoints,
    base: netSubtotal,
    amount: roundedRatio(netSubtotal, rateBasisPoints, basisPointsPerWhole, pricingRounding),
  };
}
