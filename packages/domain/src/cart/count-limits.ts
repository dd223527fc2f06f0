import { assert } from "../shared/assert.js";
import { defaultMaximumCount, defaultMinimumCount, type PriceLabel } from "./cart-line.js";
import { CART_INVARIANT } from "./invariants.js";

/**
 * The counts a price label allows (spec section 9: "default minimum 1, default maximum 1000").
 * `countLimits({ minimum: 2 })` is `{ minimum: 2, maximum: 1000 }`
 */
export function countLimits(priceLabel: Pick<PriceLabel, "minimum" | "maximum">): {
  readonly minimum: number;
  readonly maximum: number;
} {
  const minimum = priceLabel.minimum ?? defaultMinimumCount;
  const maximum = priceLabel.maximum ?? defaultMaximumCount;
  assert(
    Number.isSafeInteger(minimum) && Number.isSafeInteger(maximum) && minimum >= 1,
    CART_INVARIANT.LIMITS_NOT_POSITIVE,
  );
  assert(minimum <= maximum, CART_INVARIANT.MINIMUM_ABOVE_MAXIMUM);
  return { minimum, maximum };
}
