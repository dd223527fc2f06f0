import { assert } from "../shared/assert.js";
import { assertSameCurrency } from "./assert-same-currency.js";
import { MONEY_INVARIANT } from "./invariants.js";
import type { CurrencyCode, Money } from "./money.js";

/**
 * The largest of one or more amounts of the same currency (the first one on a tie).
 * `maximum([money(500, "KWD"), money(300, "KWD")])` is 0.500 KWD.
 */
export function maximum<C extends CurrencyCode>(
  amounts: readonly [Money<C>, ...Money<NoInfer<C>>[]],
): Money<C> {
  const [first] = amounts;
  assert(first !== undefined, MONEY_INVARIANT.NO_AMOUNTS);
  let largest: Money<C> = first;
  for (const amount of amounts) {
    assertSameCurrency(first, amount);
    if (amount.amount > largest.amount) largest = amount;
  }
  return largest;
}
