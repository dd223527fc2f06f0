import type { SellingType } from "../selling-types/selling-type-table.js";

/**
 * The shapes a cart is made of (spec section 3, "Cart item"), as the domain sees them: every
 * amount is integer minor units of the business's currency, every rate is in basis points
 * (1/100 of a percent: 500 is 5 %), every weight in grams. Ids are the catalogue's ids.
 */

/** A tax as the catalogue defines it: `{ id: 1, name: "VAT", rateBasisPoints: 500 }` is 5 %. */
export interface Tax {
  readonly id: number;
  readonly name: string;
  readonly rateBasisPoints: number;
}

/** One price of an item (spec: price_label), with its quantity limits (defaults 1 and 1000). */
export interface PriceLabel {
  readonly id: number;
  /** Price of one unit in minor units, before discounts and without modifiers. */
  readonly price: number;
  /** Smallest count a customer can order; also the initial count (default 1). */
  readonly minimum?: number | undefined;
  /** Largest count a customer can order (default 1000). */
  readonly maximum?: number | undefined;
  /** Weight of one unit in grams, for the shipping fee. */
  readonly weightGrams?: number | undefined;
  /** Shipping weight of one unit in grams when it differs from its weight (packaging). */
  readonly shippingWeightGrams?: number | undefined;
  /** Sold by quantity (kg, litres) rather than by piece. */
  readonly isQty?: boolean | undefined;
  readonly unit?: string | undefined;
}

/** A modifier chosen for a line (an extra, a size, a sauce), with its own price and taxes. */
export interface ChosenModifier {
  readonly id: number;
  /** How many of this modifier go on one unit of the item. */
  readonly quantity: number;
  /** Price of one modifier in minor units. */
  readonly price: number;
  /** Taxes added on top of the modifier's price (exclusive). */
  readonly taxes: readonly Tax[];
  /** Taxes already included in the modifier's price, as in its item's (absent: none). */
  readonly inclusiveTaxes?: readonly Tax[] | undefined;
  readonly provider?: string | undefined;
  readonly providerId?: string | undefined;
}

/** One line of the cart: an item at one price label, with modifiers, a comment and a count. */
export interface CartLine {
  readonly itemId: number;
  readonly categoryId: number;
  readonly priceLabel: PriceLabel;
  readonly modifiers: readonly ChosenModifier[];
  readonly comment: string;
  readonly count: number;
  /** Taxes added on top of the item's price (exclusive). */
  readonly taxes: readonly Tax[];
  /** Taxes already included in the item's price (spec: inclusive_taxes, with rate). */
  readonly inclusiveTaxes: readonly Tax[];
  /** The selling types the item is sold for, and the branches that sell it. */
  readonly types?: readonly SellingType[] | undefined;
  readonly branchIds?: readonly number[] | undefined;
}

/** Default quantity limits of a price label (spec section 9). */
export const defaultMinimumCount = 1;
export const defaultMaximumCount = 1000;
