import { assert } from "../shared/assert.js";
import type { CartState } from "./cart-state.js";
import { countLimits } from "./count-limits.js";
import type { CountResult } from "./count-result.js";
import { findLine } from "./find-line.js";
import { CART_INVARIANT } from "./invariants.js";
import { withCount } from "./with-count.js";

/**
 * Raises a line's count by `step` (spec section 4: "Counts can be raised"), up to the price
 * label's maximum (default 1000): beyond it the line stops at the maximum and the answer says
 * CAPPED_AT_MAXIMUM, as when adding.
 * `raiseCount(cart, key).count === 3` for a line of 2
 */
export function raiseCount<S extends CartState>(cart: S, key: string, step = 1): CountResult<S> {
  assert(Number.isSafeInteger(step) && step >= 1, CART_INVARIANT.STEP_NOT_POSITIVE);
  const found = findLine(cart.items, key);
  if (found === undefined) return { ok: false, code: "LINE_NOT_FOUND", cart, key };
  const { maximum } = countLimits(found.line.priceLabel);
  const requested = found.line.count + step;
  if (requested > maximum) {
    return {
      ok: true,
      code: "CAPPED_AT_MAXIMUM",
      cart: withCount(cart, found.index, maximum),
      key,
      count: maximum,
      maximum,
    };
  }
  return {
    ok: true,
    code: "UPDATED",
    cart: withCount(cart, found.index, requested),
    key,
    count: requested,
  };
}
