import { assert } from "../shared/assert.js";
import { CART_INVARIANT } from "./invariants.js";
import { lineKey } from "./line-key.js";
import type { SavedCart } from "./saved-cart.js";

/**
 * Raises (`by` above 0) or lowers (`by` below 0) the count of the line named by `key` (spec 4:
 * "Counts can be raised, lowered"); a line lowered to nothing leaves the cart. The price label's
 * limits are the server's to check when it prices the cart, in its words.
 * `changeCount(cart, key, -1).lines` is empty for a cart of one line of 1
 */
export function changeCount<C extends SavedCart>(cart: C, key: string, by: number): C {
  assert(Number.isSafeInteger(by), CART_INVARIANT.COUNT_NOT_AN_INTEGER);
  return {
    ...cart,
    lines: cart.lines.flatMap((line) => {
      if (lineKey(line) !== key) return [line];
      const quantity = line.quantity + by;
      return quantity >= 1 ? [{ ...line, quantity }] : [];
    }),
  };
}
