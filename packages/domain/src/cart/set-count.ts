import { assert } from "../shared/assert.js";
import type { CartState } from "./cart-state.js";
import { countLimits } from "./count-limits.js";
import type { CountResult } from "./count-result.js";
import { findLine } from "./find-line.js";
import { CART_INVARIANT } from "./invariants.js";
import { withCount } from "./with-count.js";

/**
 * Sets a line's count to a number the customer typed, when it lies within the price label's
 * minimum and maximum (defaults 1 and 1000); otherwise the answer is BELOW_MINIMUM or
 * ABOVE_MAXIMUM and the cart stays as it was, since a typed number is not silently changed.
 * `setCount(cart, key, 12).count === 12`
 */
export function setCount<S extends CartState>(cart: S, key: string, count: number): CountResult<S> {
  assert(Number.isSafeInteger(count), CART_INVARIANT.COUNT_NOT_AN_INTEGER);
  const found = findLine(cart.items, key);
  if (found === undefined) return { ok: false, code: "LINE_NOT_FOUND", cart, key };
  const { minimum, maximum } = countLimits(found.line.priceLabel);
  if (count < minimum) return { ok: false, code: "BELOW_MINIMUM", cart, key, minimum };
  if (count > maximum) return { ok: false, code: "ABOVE_MAXIMUM", cart, key, maximum };
  return { ok: true, code: "UPDATED", cart: withCount(cart, found.index, count), key, count };
}
