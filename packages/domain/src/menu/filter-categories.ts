import type { BusinessTime } from "../schedule/time-types.js";
import { isCategoryShown } from "./is-category-shown.js";
import type { MenuCategory } from "./menu-shapes.js";

/**
 * Keeps the categories shown now, in their order, and within each the subcategories shown now
 * (spec section 5: "Menu items and categories are hidden outside their schedule or when not
 * visible"); a hidden category hides its subcategories. Each schedule is read once.
 * `filterCategories([breakfast, lunch], nineInTheMorning)` is `[breakfast]` when lunch opens at noon.
 */
export function filterCategories<C extends MenuCategory>(
  categories: readonly C[],
  now: BusinessTime,
): C[] {
  const shown: C[] = [];
  for (const category of categories) {
    if (!isCategoryShown(category, now)) continue;
    const subcategories = category.subcategories;
    shown.push(
      subcategories === undefined
        ? category
        : { ...category, subcategories: filterCategories(subcategories, now) },
    );
  }
  return shown;
}
