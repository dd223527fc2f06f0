import { assert } from "../shared/assert.js";
import { MENU_INVARIANT } from "./invariants.js";
import { mulberry32 } from "./mulberry32.js";

/**
 * Shuffles the category order for a business with `randomize` on (spec section 9: "Menu category
 * order can be shuffled (randomize)"): a Fisher-Yates shuffle driven by mulberry32, so the same
 * seed gives the same order and every category appears exactly once. The input is not changed.
 * `shuffleCategories(categories, 20261122)` gives the same order on every call.
 */
export function shuffleCategories<C>(categories: readonly C[], seed: number): C[] {
  assert(Number.isSafeInteger(seed), MENU_INVARIANT.SEED_NOT_INTEGER);
  const shuffled = [...categories];
  let state = seed;
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const draw = mulberry32(state);
    state = draw.state;
    const other = Math.floor(draw.value * (index + 1));
    const current = shuffled[index] as C;
    shuffled[index] = shuffled[other] as C;
    shuffled[other] = current;
  }
  return shuffled;
}
