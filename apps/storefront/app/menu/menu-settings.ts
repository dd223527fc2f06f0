import type { BusinessSettings, GetMenuAnswer } from "@storefront/api-client";
import type { BusinessTime } from "@storefront/domain";

/** How a business's menu lists are drawn (`menu_layout`): rows, cards in a grid, short rows. */
export type MenuLayout = BusinessSettings["menu_layout"];

/**
 * The business's menu-content settings as the menu, category, search and item pages read them
 * (spec 3, Business; docs/decisions/021-menu-content-settings.md).
 */
export interface MenuSettings {
  /** `hide_price`: no price anywhere; adding from a list opens the item page (spec 5). */
  hidePrice: boolean;
  /** `multiple_price_option`: a multi-price item lists every option's price; off: its "from" price. */
  multiplePriceOption: boolean;
  calories: boolean;
  preparationTime: boolean;
  /** `ingredients`: the item page names them, and the menu filters by them. */
  ingredients: boolean;
  /** `modifiers`: groups are offered on the item page and stop an add from the list (spec 5). */
  modifiers: boolean;
  stickers: boolean;
  suggestedItems: boolean;
  layout: MenuLayout;
  /** `is_standard_menu`: the smart categories are merged in at the top (spec 9). */
  standardMenu: boolean;
  /** With the standard menu, regular categories keep their subcategories as sections. */
  showStandardSubCats: boolean;
  /** The category the business highlights, or null. */
  highlightedCategoryId: number | null;
  /** The seed of today's category order when `randomize` is on; null keeps the menu's order. */
  shuffleSeed: number | null;
}

/** Every setting at the contract's default: what a test or a page without a business reads. */
export const defaultMenuSettings: MenuSettings = {
  hidePrice: false,
  multiplePriceOption: true,
  calories: true,
  preparationTime: true,
  ingredients: true,
  modifiers: true,
  stickers: true,
  suggestedItems: true,
  layout: "list",
  standardMenu: false,
  showStandardSubCats: true,
  highlightedCategoryId: null,
  shuffleSeed: null,
};

/**
 * The menu settings of a business from its settings and, when the page has it, its menu answer
 * (`highlightedCat`, `showStandardSubCats`). Randomized menus are shuffled once a day per business,
 * the day being the business's own (`now` in its zone), so every page, every visitor and every
 * cached answer of that day agree on the order.
 */
export function menuSettingsOf(
  settings: BusinessSettings,
  referenceId: string,
  now: BusinessTime,
  menu?: Pick<GetMenuAnswer, "highlightedCat" | "showStandardSubCats"> | null,
): MenuSettings {
  return {
    hidePrice: settings.hide_price,
    multiplePriceOption: settings.multiple_price_option,
    calories: settings.calories,
    preparationTime: settings.preparation_time,
    ingredients: settings.ingredients,
    modifiers: settings.modifiers,
    stickers: settings.stickers,
    suggestedItems: settings.suggested_items,
    layout: settings.menu_layout,
    standardMenu: settings.is_standard_menu,
    showStandardSubCats: menu?.showStandardSubCats ?? true,
    highlightedCategoryId: menu?.highlightedCat ?? null,
    shuffleSeed: settings.randomize ? dailyShuffleSeed(referenceId, now.toISODate()) : null,
  };
}

/**
 * The seed of a randomized menu's order on one day of the business: a 32-bit FNV-1a hash of its
 * reference and the date, so the order changes every day and differs between businesses.
 * `dailyShuffleSeed("demo-zurich", "2026-11-24")` is the same number all that day.
 */
export function dailyShuffleSeed(referenceId: string, isoDate: string): number {
  let hash = 0x811c9dc5;
  for (const character of `${referenceId}:${isoDate}`) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
