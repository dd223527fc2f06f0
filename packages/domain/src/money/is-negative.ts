import type { Money } from "./money.js";

/** Whether an amount is below zero: `isNegative(money(-5, "KWD")) === true`, zero is not. */
export function isNegative(amount: Money): boolean {
  return amount.amount < 0;
}
