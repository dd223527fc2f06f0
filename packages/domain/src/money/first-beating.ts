import { assert } from "../shared/assert.js";
import { assertSameCurrency } from "./assert-same-currency.js";
import { MONEY_INVARIANT } from "./invariants.js";
import type { CurrencyCode, Money } from "./money.js";

/**
 * The amount of one or more of the same currency that no other `beats`, the first one on a tie:
 * `minimum` and `maximum` are this, with "smaller" or "larger" as what beats.
 */
export function firstBeating<C extends CurrencyCode>(
  amounts: readonly [Money<C>, ...Money<NoInfer<C>>[]],
  beats: (amount: number, kept: number) => boolean,
): Money<C> {
  const [first] = amounts;
  assert(first !== undefined, MONEY_INVARIANT.NO_AMOUNTS);
  let kept: Money<C> = first;
  for (const amount of amounts) {
    assertSameCurrency(first, amount);
    if (beats(amount.amount, kept.amount)) kept = amount;
  }
  return kept;
}
