import { firstBeating } from "./first-beating.js";
import type { CurrencyCode, Money } from "./money.js";

/**
 * The smallest of one or more amounts of the same currency (the first one on a tie).
 * `minimum([money(500, "KWD"), money(300, "KWD")])` is 0.300 KWD.
 */
export function minimum<C extends CurrencyCode>(
  amounts: readonly [Money<C>, ...Money<NoInfer<C>>[]],
): Money<C> {
  return firstBeating(amounts, (amount, smallest) => amount < smallest);
}
