import { assertSameCurrency } from "./assert-same-currency.js";
import { money, type CurrencyCode, type Money } from "./money.js";

/**
 * The difference of two amounts of the same currency (it may be negative).
 * `subtract(money(1250, "KWD"), money(500, "KWD"))` is 0.750 KWD.
 */
export function subtract<C extends CurrencyCode>(
  minuend: Money<C>,
  subtrahend: Money<NoInfer<C>>,
): Money<C> {
  assertSameCurrency(minuend, subtrahend);
  return money(minuend.amount - subtrahend.amount, minuend.currency);
}
