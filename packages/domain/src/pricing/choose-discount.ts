import type { CartLine } from "../cart/cart-line.js";
import type { DiscountSource } from "./priced-cart.js";
import type { SellingTypeDiscounts } from "./pricing-input.js";

/**
 * The one menu discount a line gets: the most specific wins, the item's discount, else its
 * category's, else the all-menu discount (the spec is silent; ADR 006). Discounts do not add up.
 * `chooseDiscount({ itemId: 4, categoryId: 2 }, { itemsDiscounts: { 4: d } })` is d at level item.
 */
export function chooseDiscount(
  line: Pick<CartLine, "itemId" | "categoryId">,
  discounts: SellingTypeDiscounts | null | undefined,
): DiscountSource | null {
  if (!discounts) return null;
  const byItem = discounts.itemsDiscounts?.[line.itemId];
  if (byItem)
    return { discountId: byItem.id, level: "item", type: byItem.type, value: byItem.value };
  const byCategory = discounts.categoriesDiscounts?.[line.categoryId];
  if (byCategory) {
    return {
      discountId: byCategory.id,
      level: "category",
      type: byCategory.type,
      value: byCategory.value,
    };
  }
  const allMenu = discounts.allMenuDiscount;
  if (allMenu)
    return { discountId: allMenu.id, level: "allMenu", type: allMenu.type, value: allMenu.value };
  return null;
}
