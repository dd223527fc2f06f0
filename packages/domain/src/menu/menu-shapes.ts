import type { MenuItemType } from "../selling-types/selling-type-table.js";

/**
 * The shapes of a menu as the menu rules read them (spec section 3, "Menu category" and "Menu
 * item"), with the spec's field names. Callers may pass richer objects (names, images, prices);
 * the filters hand the same objects back.
 */

/** One shift of a category's weekday: open from time_from to time_to (`HH:mm` or `hh:mm A`; "24" starts an all-day shift). */
export interface CategoryShift {
  readonly time_from: string;
  readonly time_to: string;
}

/** One weekday of a category's schedule: closed, or open during its shifts (no shifts: all day). */
export interface CategoryDay {
  readonly closed: boolean;
  readonly shifts: readonly CategoryShift[];
}

/**
 * A category's `available` schedule (spec: "per-weekday schedule: closed, shifts with time_from
 * and time_to, and a pin schedule"). `days[0]` is Monday ("The weekday index starts with Monday at
 * 0") through `days[6]`, Sunday; a missing day restricts nothing. A pinned category
 * (`pin_schedule: true`) is shown at every hour: its weekday schedule is kept but not applied.
 */
export interface CategorySchedule {
  readonly days: readonly CategoryDay[];
  readonly pin_schedule?: boolean | undefined;
}

/**
 * A category's settings at the current branch (spec: "branch with available (a JSON string with
 * status, from, to) and visible"), e.g. `{ visible: true, available: '{"status":1,"from":"10:00","to":"22:00"}' }`.
 */
export interface CategoryBranch {
  readonly visible: boolean;
  readonly available?: string | null | undefined;
}

/** The category or grand_category an item carries, with its branch settings. */
export interface ItemCategoryRef {
  readonly id: number;
  readonly branch?: CategoryBranch | null | undefined;
}

/** A menu category, with its subcategories (spec section 3, "Menu category"). */
export interface MenuCategory {
  readonly id: number;
  readonly visible: boolean;
  readonly available?: CategorySchedule | null | undefined;
  readonly branch?: CategoryBranch | null | undefined;
  readonly subcategories?: readonly MenuCategory[] | undefined;
}

/** A menu item (spec section 3, "Menu item"): the types it is sold for, its visibility and its categories. */
export interface MenuItem {
  readonly id: number;
  readonly category_id: number;
  readonly types: readonly MenuItemType[];
  readonly visible: boolean;
  readonly category?: ItemCategoryRef | null | undefined;
  readonly grand_category?: ItemCategoryRef | null | undefined;
}
