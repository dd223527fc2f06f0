import type { ChosenModifier } from "../cart/cart-line.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";

/**
 * The price of one unit's modifiers: Σ modifier price × quantity (spec 3, cart item modifiers
 * "each with ... quantity, price").
 * `modifiersPrice([{ id: 7, quantity: 2, price: 150, taxes: [] }]) === 300`
 */
export function modifiersPrice(modifiers: readonly ChosenModifier[]): number {
  let sum = 0;
  let prices = true;
  let quantities = true;
  for (const { price, quantity } of modifiers) {
    prices = prices && Number.isSafeInteger(price) && price >= 0;
    quantities = quantities && Number.isSafeInteger(quantity) && quantity >= 0;
    sum += price * quantity;
  }
  assert(prices, PRICING_INVARIANT.NOT_AN_AMOUNT);
  assert(quantities, PRICING_INVARIANT.NOT_A_MODIFIER_QUANTITY);
  assert(Number.isSafeInteger(sum), PRICING_INVARIANT.UNSAFE_AMOUNT);
  return sum;
}
