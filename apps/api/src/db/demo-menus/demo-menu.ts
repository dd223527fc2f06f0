import type { ItemSticker, LocalizedText } from "@storefront/api-client";
import type { CategorySchedule, MenuItemType } from "@storefront/domain";

/**
 * A demo business's menu as people write it: names in the business's languages, prices as
 * decimal strings in the business's currency ("1.750" is 1 KWD 750 fils). The seed turns prices
 * into minor units with the domain's parser, so a typo such as "1.7501" fails the seed.
 */
export interface DemoMenu {
  /** Taxes of the business, referenced by key from items and modifiers. */
  readonly taxes?: readonly DemoTax[];
  readonly categories: readonly DemoCategory[];
  /** Tags (spicy, vegetarian…) and ingredients of the business, referenced by key from `details`. */
  readonly tags?: readonly DemoTag[];
  readonly ingredients?: readonly DemoIngredient[];
  /** What browsing shows of items beyond their prices, by item key. */
  readonly details?: Readonly<Record<string, DemoItemDetails>>;
  /** Smart categories (the "standard" menu): chosen items of other categories, merged in at the top. */
  readonly smartCategories?: readonly DemoSmartCategory[];
  /** The key of the highlighted category, regular or smart. */
  readonly highlighted?: string;
  /** Each pictured item's image by key, as stored: a media path (docs/decisions/022-images.md). */
  readonly images?: Readonly<Record<string, string>>;
}

export interface DemoTag {
  /** A slug the storefront may draw an icon for: "spicy". */
  readonly key: string;
  readonly name: LocalizedText;
}

export interface DemoIngredient {
  readonly key: string;
  readonly name: LocalizedText;
}

export interface DemoItemDetails {
  readonly stickers?: readonly ItemSticker[];
  /** Tag keys. */
  readonly tags?: readonly string[];
  /** Ingredient keys, in the order the item's page lists them. */
  readonly ingredients?: readonly string[];
  /** Item keys suggested with it, in order. */
  readonly suggestions?: readonly string[];
}

export interface DemoSmartCategory {
  readonly key: string;
  readonly name: LocalizedText;
  readonly description?: LocalizedText;
  readonly schedule?: CategorySchedule;
  /** Item keys, in the order the category shows them. */
  readonly items: readonly string[];
}

export interface DemoTax {
  readonly key: string;
  readonly name: LocalizedText;
  /** Percent, as a decimal string: "5" or "8.1". */
  readonly rate: string;
  /** Inclusive taxes are part of the price shown; exclusive ones are added on top. */
  readonly inclusive: boolean;
}

export interface DemoCategory {
  /** Stable slug, unique within the menu: "grills", "cold-drinks". */
  readonly key: string;
  readonly name: LocalizedText;
  readonly description?: LocalizedText;
  /** The category's weekday schedule (days[0] is Monday); absent means always shown. */
  readonly schedule?: CategorySchedule;
  /** Per-branch settings by branch reference; a branch not listed shows the category always. */
  readonly branches?: Readonly<Record<string, DemoCategoryBranch>>;
  readonly subcategories?: readonly DemoCategory[];
  readonly items: readonly DemoItem[];
}

export interface DemoCategoryBranch {
  readonly visible: boolean;
  /** The spec's JSON string: '{"status":1,"from":"06:00","to":"11:30"}'. */
  readonly available?: string;
}

export interface DemoItem {
  /** Stable slug, unique within the menu. */
  readonly key: string;
  readonly name: LocalizedText;
  readonly description?: LocalizedText;
  /** The selling types it is sold for; default delivery, dine_in and car_pickup. */
  readonly types?: readonly MenuItemType[];
  /** Spec pricing type: STARTING_FROM 0, MULTIPLE_OPTIONS 1, PRICE_ON_SELECTION 2, MIN_MAX 3; default 0. */
  readonly pricingType?: 0 | 1 | 2 | 3;
  readonly calories?: number;
  readonly preparationMinutes?: number;
  readonly commentRequired?: boolean;
  readonly visible?: boolean;
  /** Branch references that sell it; default every branch of the business. */
  readonly branches?: readonly string[];
  /** Tax keys applied to the item. */
  readonly taxes?: readonly string[];
  /** At least one; the first is the default choice. */
  readonly priceLabels: readonly DemoPriceLabel[];
  readonly modifierGroups?: readonly DemoModifierGroup[];
}

export interface DemoPriceLabel {
  readonly label: LocalizedText;
  /** Decimal string in the business's currency: "1.750". */
  readonly price: string;
  /** Default 1 and 1000 (spec section 9). */
  readonly minimum?: number;
  readonly maximum?: number;
  /** Grams, for the shipping fee. */
  readonly weight?: number;
}

export interface DemoModifierGroup {
  readonly key: string;
  readonly name: LocalizedText;
  /** How many modifiers of the group the customer must and may choose. */
  readonly minimum: number;
  readonly maximum: number;
  readonly modifiers: readonly DemoModifier[];
}

export interface DemoModifier {
  readonly key: string;
  readonly name: LocalizedText;
  /** Decimal string; "0" for a free choice. */
  readonly price: string;
  /** How many of this modifier one item may carry; default 1. */
  readonly maximumQuantity?: number;
  readonly taxes?: readonly string[];
}
