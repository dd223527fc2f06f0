import { assert } from "../shared/assert.js";
import { MONEY_INVARIANT } from "./invariants.js";
import { money, type CurrencyCode, type Money } from "./money.js";
import { roundedRatio } from "./rounded-ratio.js";
import type { RoundingMode } from "./rounding-mode.js";

/** Basis points in a whole: 10000 bp is 100 %. */
export const basisPointsPerWhole = 10000;

/**
 * A percentage of an amount, the rate in basis points (500 is 5 %), rounded to a whole minor unit
 * by the named mode; integer arithmetic only, exact up to 1e12 minor units × 10000 bp and beyond.
 * `percentage(money(1005, "KWD"), 500, "halfEven")` is 0.050 KWD (50.25 fils rounded half-even).
 */
export function percentage<C extends CurrencyCode>(
  amount: Money<C>,
  basisPoints: number,
  rounding: RoundingMode,
): Money<C> {
  assert(Number.isSafeInteger(basisPoints), MONEY_INVARIANT.NOT_A_RATE);
  return money(
    roundedRatio(amount.amount, basisPoints, basisPointsPerWhole, rounding),
    amount.currency,
  );
}
