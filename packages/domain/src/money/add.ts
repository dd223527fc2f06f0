import { assertSameCurrency } from "./assert-same-currency.js";
import { money, type CurrencyCode, type Money } from "./money.js";

/**
 * The sum of two amounts of the same currency; adding KWD to USD does not compile, and throws
 * when the currencies are only known at run time.
 * `add(money(1250, "KWD"), money(500, "KWD"))` is 1.750 KWD.
 */
export function add<C extends CurrencyCode>(augend: Money<C>, addend: Money<NoInfer<C>>): Money<C> {
  assertSameCurrency(augend, addend);
  return money(augend.amount + addend.amount, augend.currency);
}
