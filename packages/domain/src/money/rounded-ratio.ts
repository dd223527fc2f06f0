import { assert, INVARIANT } from "../shared/assert.js";
import { MONEY_INVARIANT } from "./invariants.js";
import type { RoundingMode } from "./rounding-mode.js";

/**
 * `amount × numerator ÷ denominator` in whole minor units, rounded by the named mode, exactly:
 * integers only, and BigInt when the product leaves the safe range (1e12 fils × 10000 bp does).
 * `roundedRatio(1005, 500, 10000, "halfEven") === 50` (5 % of 1.005 KWD is 50.25 fils).
 */
export function roundedRatio(
  amount: number,
  numerator: number,
  denominator: number,
  rounding: RoundingMode,
): number {
  assert(
    Number.isSafeInteger(amount) &&
      Number.isSafeInteger(numerator) &&
      Number.isSafeInteger(denominator) &&
      denominator > 0,
    MONEY_INVARIANT.NOT_A_RATIO,
  );
  const product = amount * numerator;
  if (Number.isSafeInteger(product)) {
    const remainder = product % denominator;
    const quotient = (product - remainder) / denominator;
    if (remainder === 0) return quotient + 0;
    return nudge(quotient, product > 0 ? 1 : -1, Math.abs(remainder) * 2 - denominator, rounding);
  }
  const big = BigInt(amount) * BigInt(numerator);
  const bigDenominator = BigInt(denominator);
  const bigRemainder = big % bigDenominator;
  const quotient = Number((big - bigRemainder) / bigDenominator);
  assert(Number.isSafeInteger(quotient), MONEY_INVARIANT.UNSAFE_RESULT);
  if (bigRemainder === 0n) return quotient;
  const twice = (bigRemainder < 0n ? -bigRemainder : bigRemainder) * 2n;
  const againstHalf = twice === bigDenominator ? 0 : twice < bigDenominator ? -1 : 1;
  const rounded = nudge(quotient, big > 0n ? 1 : -1, againstHalf, rounding);
  assert(Number.isSafeInteger(rounded), MONEY_INVARIANT.UNSAFE_RESULT);
  return rounded;
}

/**
 * Rounds a quotient truncated towards zero: `sign` is the sign of the exact value, `againstHalf`
 * compares the dropped fraction with one half (negative below, 0 exactly half, positive above).
 */
function nudge(
  truncated: number,
  sign: 1 | -1,
  againstHalf: number,
  rounding: RoundingMode,
): number {
  const away = truncated + sign;
  const aboveHalf = againstHalf > 0;
  const tie = againstHalf === 0;
  switch (rounding) {
    case "up":
      return sign > 0 ? away : truncated;
    case "down":
      return sign < 0 ? away : truncated;
    case "halfUp":
      return aboveHalf || (tie && sign > 0) ? away : truncated;
    case "halfDown":
      return aboveHalf || (tie && sign < 0) ? away : truncated;
    case "halfEven":
      return aboveHalf || (tie && truncated % 2 !== 0) ? away : truncated;
    case "halfOdd":
      return aboveHalf || (tie && truncated % 2 === 0) ? away : truncated;
    case "halfTowardsZero":
      return aboveHalf ? away : truncated;
    case "halfAwayFromZero":
      return aboveHalf || tie ? away : truncated;
  }
  assert(false, INVARIANT.UNKNOWN_ROUNDING);
}
