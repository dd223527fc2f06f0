import { assert } from "../shared/assert.js";
import type { BusinessTime } from "../schedule/time-types.js";
import { filterCategories } from "./filter-categories.js";
import { MENU_INVARIANT } from "./invariants.js";
import type { MenuCategory } from "./menu-shapes.js";
import { mergeSmartCategories } from "./merge-smart-categories.js";
import { shuffleCategories } from "./shuffle-categories.js";

/** What `arrangeCategories` needs. */
export interface CategoryArrangement<S extends MenuCategory, C extends MenuCategory> {
  readonly categories: readonly C[];
  /** The answer's smart_categories (the "standard" menu). */
  readonly smartCategories?: readonly S[] | undefined;
  readonly now: BusinessTime;
  /** The business's `randomize` setting. */
  readonly randomize: boolean;
  /** Seed of the shuffle, required when `randomize` is on (e.g. a per-visit number kept in the session). */
  readonly seed?: number | undefined;
}

/**
 * The category list of a menu page (spec sections 5 and 9): the categories shown now, shuffled
 * when the business has `randomize` on, with the smart categories shown now merged in at the top
 * (they are not shuffled and keep their own order).
 * `arrangeCategories({ categories, smartCategories, now, randomize: true, seed: 7 })`
 */
export function arrangeCategories<S extends MenuCategory, C extends MenuCategory>(
  arrangement: CategoryArrangement<S, C>,
): (S | C)[] {
  const { now, randomize, seed } = arrangement;
  assert(!randomize || seed !== undefined, MENU_INVARIANT.SEED_REQUIRED);
  const shown = filterCategories(arrangement.categories, now);
  const ordered = randomize && seed !== undefined ? shuffleCategories(shown, seed) : shown;
  return mergeSmartCategories(filterCategories(arrangement.smartCategories ?? [], now), ordered);
}
