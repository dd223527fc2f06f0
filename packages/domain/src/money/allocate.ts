import { allocateAmounts } from "./allocate-amounts.js";
import { money, type CurrencyCode, type Money } from "./money.js";

/**
 * Splits an amount by whole-number ratios so that the parts add up exactly to the whole (largest
 * remainder: each part gets its share rounded down, the minor units left over go one each to the
 * parts with the largest dropped fraction, the earlier ratio first on a tie). A zero ratio gets 0.
 * `allocate(money(1000, "KWD"), [1, 1, 1])` is 0.334, 0.333 and 0.333 KWD.
 */
export function allocate<C extends CurrencyCode>(
  whole: Money<C>,
  ratios: readonly number[],
): Money<C>[] {
  return allocateAmounts(whole.amount, ratios).map((part) => money(part, whole.currency));
}
