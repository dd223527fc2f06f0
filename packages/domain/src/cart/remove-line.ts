import type { CartState } from "./cart-state.js";
import { lineKey } from "./line-key.js";

/**
 * Takes a line out of the cart (spec section 4: "lines removed"). Removing a line that is not
 * there leaves the cart as it was.
 * `removeLine(cart, key).items.length === cart.items.length - 1`
 */
export function removeLine<S extends CartState>(cart: S, key: string): S {
  const items = cart.items.filter((line) => lineKey(line) !== key);
  return items.length === cart.items.length ? cart : { ...cart, items };
}
