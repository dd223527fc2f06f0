import type { Money } from "./money.js";

/** Whether an amount is zero: `isZero(money(0, "KWD")) === true`. */
export function isZero(amount: Money): boolean {
  return amount.amount === 0;
}
