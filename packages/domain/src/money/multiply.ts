import { assert } from "../shared/assert.js";
import { MONEY_INVARIANT } from "./invariants.js";
import { money, type CurrencyCode, type Money } from "./money.js";

/**
 * An amount times a whole count (a unit price times the number of units); fractions go through
 * `percentage` or `roundedRatio`, which name their rounding.
 * `multiply(money(1250, "KWD"), 3)` is 3.750 KWD.
 */
export function multiply<C extends CurrencyCode>(multiplicand: Money<C>, count: number): Money<C> {
  assert(Number.isSafeInteger(count), MONEY_INVARIANT.NOT_A_COUNT);
  const product = multiplicand.amount * count;
  assert(Number.isSafeInteger(product), MONEY_INVARIANT.UNSAFE_RESULT);
  return money(product + 0, multiplicand.currency);
}
