import type { SavedCart } from "./saved-cart.js";

/**
 * How many units the cart holds, as the cart badge shows it.
 * `cartCount(cart) === 3` for a line of 2 and a line of 1
 */
export function cartCount(cart: Pick<SavedCart, "lines">): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}
