import type { Coupon } from "./pricing-input.js";

/**
 * Whether a coupon is for an item (spec 3 Coupon: all_menu, item_ids): an all-menu coupon covers
 * every item, otherwise only the items in its item_ids.
 * `couponCoversItem({ allMenu: false, itemIds: [4] }, 4) === true`
 */
export function couponCoversItem(
  coupon: Pick<Coupon, "allMenu" | "itemIds">,
  itemId: number,
): boolean {
  return coupon.allMenu || (coupon.itemIds?.includes(itemId) ?? false);
}
