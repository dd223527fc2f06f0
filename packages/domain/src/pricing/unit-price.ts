import type { CartLine } from "../cart/cart-line.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { modifiersPrice } from "./modifiers-price.js";

/**
 * The price of one unit of a line before any discount: its price label's price plus its
 * modifiers (Σ modifier price × quantity).
 * A 1.500 KWD label with two 0.250 KWD extras: `unitPrice(line) === 2000`.
 */
export function unitPrice(line: Pick<CartLine, "priceLabel" | "modifiers">): number {
  const { price } = line.priceLabel;
  assert(Number.isSafeInteger(price) && price >= 0, PRICING_INVARIANT.NOT_AN_AMOUNT);
  const unit = price + modifiersPrice(line.modifiers);
  assert(Number.isSafeInteger(unit), PRICING_INVARIANT.UNSAFE_AMOUNT);
  return unit;
}
