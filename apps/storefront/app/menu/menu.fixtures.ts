// Test data for the menu's tests: categories and dishes as the API sends them, priced in KWD.
import type { MenuCategoryDto, MenuItemDto } from "@storefront/api-client";
import type { MenuItemView, MenuSectionView } from "./menu-view";

/** A visible category of the whole business, without subcategories, named for its id. */
export function menuCategory(id: number, changes: Partial<MenuCategoryDto> = {}): MenuCategoryDto {
  return {
    id,
    parent_id: null,
    name: { en: `Category ${id}`, ar: `فئة ${id}` },
    description: null,
    visible: true,
    available: null,
    branch: null,
    subcategories: [],
    ...changes,
  };
}

/** A visible dish of branch 1 for delivery, dine-in and car pickup: one price, 1.250 KWD, no modifiers. */
export function menuItem(
  id: number,
  categoryId: number,
  changes: Partial<MenuItemDto> = {},
): MenuItemDto {
  return {
    id,
    category_id: categoryId,
    name: { en: `Item ${id}`, ar: `صنف ${id}` },
    description: null,
    types: ["delivery", "dine_in", "car_pickup"],
    visible: true,
    pricing_type: 0,
    calories: null,
    preparation_time: null,
    comment_is_required: false,
    price_labels: [
      {
        id: id * 10,
        label: { en: "One" },
        price: { amount: 1250, currency: "KWD" },
        minimum: 1,
        maximum: 1000,
        weight: null,
      },
    ],
    modifier_groups: [],
    taxes: [],
    inclusive_taxes: [],
    category: { id: categoryId, branch: null },
    grand_category: null,
    branches: [1],
    ...changes,
  };
}

/** A dish's card as the delivery menu shows it, named for its id: 1.250 KWD, added from its page. */
export function menuItemView(id: number, extra: Partial<MenuItemView> = {}): MenuItemView {
  return {
    id,
    anchor: `item-${id}`,
    path: `/demo/delivery/1/${id}`,
    name: `Item ${id}`,
    description: null,
    prices: [],
    originalPrices: null,
    badge: null,
    originalLabel: "Original price",
    offer: { currency: "KWD", price: "1.250" },
    calories: null,
    stickers: [],
    image: null,
    quickAdd: null,
    ...extra,
  };
}

/** A section of the delivery menu holding `items`, named for its id. */
export function menuSectionView(
  id: number,
  items: MenuItemView[],
  subsections: MenuSectionView[] = [],
): MenuSectionView {
  return {
    id,
    path: `/demo/delivery/${id}`,
    name: `Section ${id}`,
    description: null,
    items,
    subsections,
    highlighted: false,
    smart: false,
  };
}
