import { lineKey } from "./line-key.js";
import type { SavedCart } from "./saved-cart.js";

/**
 * Takes the line named by `key` out of the cart (spec 4: "lines removed"); a key the cart does
 * not hold changes nothing.
 * `removeLine(cart, key).lines.length === cart.lines.length - 1`
 */
export function removeLine<C extends SavedCart>(cart: C, key: string): C {
  return { ...cart, lines: cart.lines.filter((line) => lineKey(line) !== key) };
}
