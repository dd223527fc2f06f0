import { assert } from "../shared/assert.js";
import type { PriceLabel } from "./cart-line.js";
import { countLimits } from "./count-limits.js";
import { CART_INVARIANT } from "./invariants.js";

/** An item as a menu list shows it, with what deciding a quick add needs. */
export interface ListItem {
  /** The item's prices, with their quantity limits. */
  readonly priceLabels: readonly Pick<PriceLabel, "id" | "minimum" | "maximum">[];
  /** Whether the item offers modifiers to choose. */
  readonly hasModifiers: boolean;
  /** Spec: comment_is_required. */
  readonly commentIsRequired: boolean;
}

/** How the menu shows items (business settings). */
export interface ListSettings {
  /** Spec: the business's `modifiers` setting. */
  readonly modifiersEnabled: boolean;
  /** Spec: hide_price. */
  readonly pricesHidden: boolean;
  readonly cartHidden: boolean;
}

/** Why the item page opens instead of a quick add. */
export type ItemPageReason = "CART_HIDDEN" | "PRICES_HIDDEN" | "HAS_MODIFIERS" | "COMMENT_REQUIRED";

export type AddFromListDecision =
  | { readonly action: "add"; readonly priceLabelId: number; readonly quantity: number }
  | { readonly action: "open-item-page"; readonly reason: ItemPageReason }
  | { readonly action: "choose-price" };

/**
 * What the add button of a menu list does. Spec section 5: "Adding from a list is blocked, and
 * the item page opened instead, when the item has modifiers (if modifiers are enabled), needs a
 * comment, or prices or cart are hidden. A multi-price item opens a price choice. The minimum
 * quantity of a price label sets the initial quantity." Otherwise the price and count to add are
 * given.
 * `decideAddFromList(falafel, settings)` is `{ action: "add", priceLabelId: 31, quantity: 1 }`
 */
export function decideAddFromList(item: ListItem, settings: ListSettings): AddFromListDecision {
  const [priceLabel, ...otherPrices] = item.priceLabels;
  assert(priceLabel !== undefined, CART_INVARIANT.ITEM_WITHOUT_PRICE);
  if (settings.cartHidden) return { action: "open-item-page", reason: "CART_HIDDEN" };
  if (settings.pricesHidden) return { action: "open-item-page", reason: "PRICES_HIDDEN" };
  if (settings.modifiersEnabled && item.hasModifiers)
    return { action: "open-item-page", reason: "HAS_MODIFIERS" };
  if (item.commentIsRequired) return { action: "open-item-page", reason: "COMMENT_REQUIRED" };
  if (otherPrices.length > 0) return { action: "choose-price" };
  return { action: "add", priceLabelId: priceLabel.id, quantity: countLimits(priceLabel).minimum };
}
