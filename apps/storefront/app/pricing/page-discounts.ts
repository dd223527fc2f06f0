import {
  discountedPrice,
  type DiscountSource,
  formatMoney,
  type MenuDiscounts,
  type MenuItemType,
  money,
  type SellingType,
} from "@storefront/domain";
import type { TFunction } from "i18next";

/** The menu discounts a page prices with: the business's, read for the page's selling type. */
export interface PageDiscounts {
  readonly discounts: MenuDiscounts;
  readonly sellingType: SellingType;
}

/**
 * The discounts of a menu list's page (spec 3: discounts per selling type). A reservation's items
 * are ordered to be eaten in, so they take dine-in's discounts, as the API prices them.
 */
export function pageDiscounts(
  business: { readonly discounts: MenuDiscounts },
  itemType: MenuItemType,
): PageDiscounts {
  return {
    discounts: business.discounts,
    sellingType: itemType === "reservation" ? "dine_in" : itemType,
  };
}

/** What one unit of an item's price label costs on the page, and the discount that made it. */
export function pagePrice(
  price: number,
  item: { readonly id: number; readonly category_id: number },
  page: PageDiscounts | null | undefined,
): { discounted: number; discount: DiscountSource | null } {
  if (!page) return { discounted: price, discount: null };
  return discountedPrice(
    price,
    { itemId: item.id, categoryId: item.category_id },
    page.discounts,
    page.sellingType,
  );
}

/** A discount's badge: "10 % off", "0.250 KWD off", in the interface language. */
export function discountBadge(
  discount: Pick<DiscountSource, "type" | "value">,
  currency: string,
  language: string,
  t: TFunction,
): string {
  const amount =
    discount.type === "percent"
      ? `${discount.value / 100} %`
      : formatMoney(money(discount.value, currency), language);
  return t("price.discount", { amount });
}
