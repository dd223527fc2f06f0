import { currencyDigits } from "./currency-digits.js";
import { money, type Money } from "./money.js";

/** Cash rounding steps in minor units: the Swiss franc rounds to 0.05 (spec section 9). */
export const cashRoundingSteps: Readonly<Record<string, number>> = { CHF: 5 };

/**
 * Rounds a payable total to the currency's cash step, halves away from zero (Swiss commercial
 * rounding); currencies without a step are returned unchanged.
 * `roundForCash(money(1023, "CHF"))` is 10.25 CHF, `roundForCash(money(1022, "CHF"))` is 10.20 CHF.
 */
export function roundForCash<C extends string>(total: Money<C>): Money<C> {
  const step = cashRoundingSteps[total.currency.toUpperCase()];
  if (step === undefined || currencyDigits(total.currency) === 0) return total;
  const sign = total.amount < 0 ? -1 : 1;
  const magnitude = Math.abs(total.amount);
  const rounded = Math.floor((magnitude + step / 2) / step) * step;
  return money(sign * rounded === 0 ? 0 : sign * rounded, total.currency);
}
