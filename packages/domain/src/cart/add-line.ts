import { assert } from "../shared/assert.js";
import type { CartLine } from "./cart-line.js";
import type { CartState } from "./cart-state.js";
import { countLimits } from "./count-limits.js";
import type { CountResult } from "./count-result.js";
import { findLine } from "./find-line.js";
import { CART_INVARIANT } from "./invariants.js";
import { lineKey } from "./line-key.js";
import { raiseCount } from "./raise-count.js";

/**
 * Adds `line.count` units of an item to the cart. Spec section 4: "Adding an identical item (same
 * id, price label, modifiers and comment) raises its count; otherwise a new line is added." The
 * count never goes above the price label's maximum (default 1000): a request beyond it fills the
 * line up to the maximum and says CAPPED_AT_MAXIMUM. A new line below the minimum is refused.
 * `addLine(emptyCart, { ...shawarma, count: 2 }).cart.items[0].count === 2`
 */
export function addLine<S extends CartState>(cart: S, line: CartLine): CountResult<S> {
  assert(Number.isSafeInteger(line.count) && line.count >= 1, CART_INVARIANT.STEP_NOT_POSITIVE);
  const key = lineKey(line);
  // An identical line already there: adding is raising its count.
  if (findLine(cart.items, key) !== undefined) return raiseCount(cart, key, line.count);
  const { minimum, maximum } = countLimits(line.priceLabel);
  if (line.count < minimum) return { ok: false, code: "BELOW_MINIMUM", cart, key, minimum };
  const count = Math.min(line.count, maximum);
  const added: S = { ...cart, items: [...cart.items, { ...line, count }] };
  return count < line.count
    ? { ok: true, code: "CAPPED_AT_MAXIMUM", cart: added, key, count, maximum }
    : { ok: true, code: "UPDATED", cart: added, key, count };
}
