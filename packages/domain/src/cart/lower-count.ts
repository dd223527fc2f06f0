import { assert } from "../shared/assert.js";
import type { CartState } from "./cart-state.js";
import { countLimits } from "./count-limits.js";
import type { CountResult } from "./count-result.js";
import { findLine } from "./find-line.js";
import { CART_INVARIANT } from "./invariants.js";
import { withCount } from "./with-count.js";

/**
 * Lowers a line's count by `step` (spec section 4: "Counts can be ... lowered"). Going below the
 * price label's minimum (default 1) is refused as BELOW_MINIMUM and the cart stays as it was:
 * taking a line out is `removeLine`.
 * `lowerCount(cart, key).count === 1` for a line of 2
 */
export function lowerCount<S extends CartState>(cart: S, key: string, step = 1): CountResult<S> {
  assert(Number.isSafeInteger(step) && step >= 1, CART_INVARIANT.STEP_NOT_POSITIVE);
  const found = findLine(cart.items, key);
  if (found === undefined) return { ok: false, code: "LINE_NOT_FOUND", cart, key };
  const { minimum } = countLimits(found.line.priceLabel);
  const requested = found.line.count - step;
  if (requested < minimum) return { ok: false, code: "BELOW_MINIMUM", cart, key, minimum };
  return {
    ok: true,
    code: "UPDATED",
    cart: withCount(cart, found.index, requested),
    key,
    count: requested,
  };
}
