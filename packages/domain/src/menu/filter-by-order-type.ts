import type { MenuItemType } from "../selling-types/selling-type-table.js";
import type { MenuItem } from "./menu-shapes.js";

/**
 * Keeps the items sold for a menu item type, in their order (spec section 5: "Menu lists are
 * filtered by order type. Dine-in excludes reservation-only items; reservation shows only those"):
 * an item is listed when its `types` name the type, so an item typed only `reservation` is in the
 * reservation list and never in the dine-in one. An item with no types is in no list.
 * `filterByOrderType(items, "reservation")` keeps the items whose types include reservation.
 */
export function filterByOrderType<I extends MenuItem>(
  items: readonly I[],
  itemType: MenuItemType,
): I[] {
  return items.filter((item) => item.types.includes(itemType));
}
