import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";

/**
 * The wallet discount: what the customer chose to use from the wallet, never more than what is
 * payable (so the total never goes below zero).
 * `walletDiscount(5000, 3250) === 3250`, `walletDiscount(1000, 3250) === 1000`
 */
export function walletDiscount(walletBalance: number, payable: number): number {
  assert(
    Number.isSafeInteger(walletBalance) && walletBalance >= 0,
    PRICING_INVARIANT.NOT_AN_AMOUNT,
  );
  return walletBalance < payable ? walletBalance : payable;
}
