import type { CartLine } from "../cart/cart-line.js";
import type { SellingType } from "../selling-types/selling-type-table.js";
import { chooseDiscount } from "./choose-discount.js";
import { discountsForSellingType } from "./discounts-for-selling-type.js";
import type { DiscountSource } from "./priced-cart.js";
import type { MenuDiscounts } from "./pricing-input.js";
import { unitDiscount } from "./unit-discount.js";

/** A label price before and after the menu discount that applies to it. */
export interface DiscountedPrice {
  /** The price label's price of one unit. */
  readonly price: number;
  /** The price after the menu discount (spec cart item: discountedPrice); `price` without one. */
  readonly discounted: number;
  readonly discount: DiscountSource | null;
}

/**
 * The price a customer pays for one unit's label price under the menu discounts of a selling type
 * (spec 3: allMenuDiscount, itemsDiscounts, categoriesDiscounts), exactly as `priceCart` takes it
 * off: the most specific discount, floored at 0 (ADR 006); modifiers are never discounted.
 * `discountedPrice(4950, { itemId: 4, categoryId: 2 }, { delivery: { categoriesDiscounts:
 * { 2: { id: 1, type: "percent", value: 1000 } } } }, "delivery").discounted === 4455`
 */
export function discountedPrice(
  price: number,
  item: Pick<CartLine, "itemId" | "categoryId">,
  discounts: MenuDiscounts | null | undefined,
  sellingType: SellingType,
): DiscountedPrice {
  const discount = chooseDiscount(item, discountsForSellingType(discounts, sellingType));
  const off = discount === null ? 0 : unitDiscount(price, discount);
  return { price, discounted: price - off, discount: off > 0 ? discount : null };
}
