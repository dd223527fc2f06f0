import { firstBeating } from "./first-beating.js";
import type { CurrencyCode, Money } from "./money.js";

/**
 * The largest of one or more amounts of the same currency (the first one on a tie).
 * `maximum([money(500, "KWD"), money(300, "KWD")])` is 0.500 KWD.
 */
export function maximum<C extends CurrencyCode>(
  amounts: readonly [Money<C>, ...Money<NoInfer<C>>[]],
): Money<C> {
  return firstBeating(amounts, (amount, largest) => amount > largest);
}
