import { assert } from "../shared/assert.js";
import { assertSameCurrency } from "./assert-same-currency.js";
import { MONEY_INVARIANT } from "./invariants.js";
import type { CurrencyCode, Money } from "./money.js";

/**
 * The smallest of one or more amounts of the same currency (the first one on a tie).
 * `minimum([money(500, "KWD"), money(300, "KWD")])` is 0.300 KWD.
 */
export function minimum<C extends CurrencyCode>(
  amounts: readonly [Money<C>, ...Money<NoInfer<C>>[]],
): Money<C> {
  const [first] = amounts;
  assert(first !== undefined, MONEY_INVARIANT.NO_AMOUNTS);
  let smallest: Money<C> = first;
  for (const amount of amounts) {
    assertSameCurrency(first, amount);
    if (amount.amount < smallest.amount) smallest = amount;
  }
  return smallest;
}
