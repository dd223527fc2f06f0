import type { BusinessTime } from "../schedule/time-types.js";
import { isOpenAt } from "./is-open-at.js";
import type { MenuCategory } from "./menu-shapes.js";
import { readBranchHours } from "./read-branch-hours.js";
import { readCategorySchedule } from "./read-category-schedule.js";

/**
 * Whether a category itself is shown now (spec section 5: "Menu items and categories are hidden
 * outside their schedule or when not visible"): it is visible, its weekday schedule is open (or it
 * is pinned), and its branch settings are visible and available. Its parent is not looked at.
 * `isCategoryShown({ id: 1, visible: false }, now)` is false.
 */
export function isCategoryShown(category: MenuCategory, now: BusinessTime): boolean {
  return (
    category.visible &&
    isOpenAt(readCategorySchedule(category.available), now) &&
    isOpenAt(readBranchHours(category.branch), now)
  );
}
