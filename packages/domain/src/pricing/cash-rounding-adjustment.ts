import { roundForCash } from "../money/cash-rounding.js";
import { paymentMethods } from "../codes/payment-method.js";
import { money, type CurrencyCode } from "../money/money.js";

/**
 * The cash rounding line of a payable amount: what `roundForCash` adds or takes (spec 9: "Swiss
 * franc rounding is 0.05"), for cash payments only; card and online payments are charged to the
 * centime, and currencies without a cash step are never rounded.
 * `cashRoundingAdjustment(1023, "CHF", 2) === 2` (10.23 CHF paid in cash is 10.25 CHF).
 */
export function cashRoundingAdjustment(
  payable: number,
  currency: CurrencyCode,
  paymentType: number,
): number {
  if (paymentType !== paymentMethods.cash) return 0;
  return roundForCash(money(payable, currency)).amount - payable;
}
