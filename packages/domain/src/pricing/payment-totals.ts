import type { CurrencyCode } from "../money/money.js";
import { cashRoundingAdjustment } from "./cash-rounding-adjustment.js";

/** What one payment method would be charged for a cart (ADR 006 step 5). */
export interface PaymentTotal {
  readonly paymentType: number;
  /** The CHF cash step for cash, 0 for every other method. */
  readonly cashRounding: number;
  readonly total: number;
}

/**
 * The total of a payable amount (after the wallet) for each payment method offered, so a page can
 * show the amount of whichever method the customer picks before the order is placed: only cash
 * in a currency with a cash step differs (ADR 039).
 * `paymentTotals(437, "CHF", [2, 8])` is `[{ paymentType: 2, cashRounding: -2, total: 435 },
 * { paymentType: 8, cashRounding: 0, total: 437 }]`.
 */
export function paymentTotals(
  payable: number,
  currency: CurrencyCode,
  paymentTypes: readonly number[],
): PaymentTotal[] {
  return paymentTypes.map((paymentType) => {
    const cashRounding = cashRoundingAdjustment(payable, currency, paymentType);
    return { paymentType, cashRounding, total: payable + cashRounding };
  });
}
