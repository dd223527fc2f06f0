import type { MenuItemType } from "../selling-types/selling-type-table.js";
import type { BusinessTime } from "../schedule/time-types.js";
import { filterByOrderType } from "./filter-by-order-type.js";
import { isCategoryShown } from "./is-category-shown.js";
import { isOpenAt } from "./is-open-at.js";
import type { CategoryBranch, MenuCategory, MenuItem } from "./menu-shapes.js";
import { readBranchHours } from "./read-branch-hours.js";

/** What `filterItems` needs besides the items. */
export interface ItemFilter {
  /** The menu item type of the list (from `toMenuItemType`). */
  readonly itemType: MenuItemType;
  /** The business's clock, in its own zone. */
  readonly now: BusinessTime;
  /** The menu's categories (with subcategories), whose schedules hide their items; optional. */
  readonly categories?: readonly MenuCategory[] | undefined;
}

/**
 * Keeps, in their order, the items of a menu list shown now (spec section 5): the item is visible,
 * its category and its grand_category are visible and available at the branch, the category it
 * belongs to (`category_id`, looked up in `categories`) and every parent of that category are
 * shown now, and its types name the list's type. In one pass: each category schedule and each
 * distinct branch string is read once, so a 10,000-item menu costs linear time.
 * `filterItems(items, { itemType: "dine_in", now, categories })` is the dine-in list shown now.
 */
export function filterItems<I extends MenuItem>(items: readonly I[], filter: ItemFilter): I[] {
  const { now } = filter;
  const categoryShown = new Map<number, boolean>();
  markCategories(filter.categories ?? [], true, now, categoryShown);
  const availableByText = new Map<string, boolean>();
  const branchOpen = (branch: CategoryBranch | null | undefined): boolean => {
    if (branch === null || branch === undefined) return true;
    if (!branch.visible) return false;
    const text = branch.available ?? "";
    let open = availableByText.get(text);
    if (open === undefined) {
      open = isOpenAt(readBranchHours({ visible: true, available: text }), now);
      availableByText.set(text, open);
    }
    return open;
  };
  const available = items.filter(
    (item) =>
      item.visible &&
      categoryShown.get(item.category_id) !== false &&
      branchOpen(item.category?.branch) &&
      branchOpen(item.grand_category?.branch),
  );
  return filterByOrderType(available, filter.itemType);
}

/** Records whether each category of the tree is shown now; a category listed twice is shown if either listing is. */
function markCategories(
  categories: readonly MenuCategory[],
  parentShown: boolean,
  now: BusinessTime,
  marks: Map<number, boolean>,
): void {
  for (const category of categories) {
    const shown = parentShown && isCategoryShown(category, now);
    marks.set(category.id, (marks.get(category.id) ?? false) || shown);
    markCategories(category.subcategories ?? [], shown, now, marks);
  }
}
