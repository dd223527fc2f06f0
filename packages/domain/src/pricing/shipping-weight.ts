import type { CartLine } from "../cart/cart-line.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";

/**
 * The weight a cart ships, in grams: Σ item weight × count (spec 9), where an item's weight is its
 * price label's shipping weight, else its weight, else 0; modifiers weigh nothing.
 * Two 500 g units and one 250 g unit: `shippingWeight(lines) === 1250`.
 */
export function shippingWeight(lines: readonly Pick<CartLine, "priceLabel" | "count">[]): number {
  let grams = 0;
  for (const line of lines) {
    const unitGrams = line.priceLabel.shippingWeightGrams ?? line.priceLabel.weightGrams ?? 0;
    assert(Number.isSafeInteger(unitGrams) && unitGrams >= 0, PRICING_INVARIANT.NOT_A_WEIGHT);
    grams += unitGrams * line.count;
  }
  assert(Number.isSafeInteger(grams), PRICING_INVARIANT.UNSAFE_AMOUNT);
  return grams;
}
