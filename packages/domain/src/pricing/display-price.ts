import type { PriceLabel } from "../cart/cart-line.js";
import { pricingTypes } from "../codes/pricing-type.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";

/** A pricing type code (spec 3: STARTING_FROM 0, MULTIPLE_OPTIONS 1, PRICE_ON_SELECTION 2, MIN_MAX 3). */
export type PricingType = (typeof pricingTypes)[keyof typeof pricingTypes];

/** What an item shows as its price, as data; amounts are minor units, the edge formats them. */
export type PriceDisplay =
  | { readonly kind: "from"; readonly price: number }
  | {
      readonly kind: "options";
      readonly options: readonly { readonly priceLabelId: number; readonly price: number }[];
    }
  | { readonly kind: "onSelection" }
  | { readonly kind: "selected"; readonly priceLabelId: number; readonly price: number }
  | { readonly kind: "range"; readonly lowest: number; readonly highest: number }
  | { readonly kind: "none" };

/**
 * The price an item shows under its pricing type (spec 3): STARTING_FROM "from" its lowest label
 * price; MULTIPLE_OPTIONS every label's price; PRICE_ON_SELECTION no price until a label is
 * chosen, then that label's; MIN_MAX its lowest to its highest label price. An item without price
 * labels shows none.
 * `displayPrice(pricingTypes.MIN_MAX, [{ id: 1, price: 500 }, { id: 2, price: 900 }])` is
 * `{ kind: "range", lowest: 500, highest: 900 }`.
 */
export function displayPrice(
  pricingType: PricingType,
  priceLabels: readonly Pick<PriceLabel, "id" | "price">[],
  chosenPriceLabelId?: number | null,
): PriceDisplay {
  if (pricingType === pricingTypes.PRICE_ON_SELECTION) {
    const chosen = priceLabels.find((label) => label.id === chosenPriceLabelId);
    return chosen
      ? { kind: "selected", priceLabelId: chosen.id, price: chosen.price }
      : { kind: "onSelection" };
  }
  if (priceLabels.length === 0) return { kind: "none" };
  if (pricingType === pricingTypes.MULTIPLE_OPTIONS) {
    return {
      kind: "options",
      options: priceLabels.map((label) => ({ priceLabelId: label.id, price: label.price })),
    };
  }
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  for (const { price } of priceLabels) {
    if (price < lowest) lowest = price;
    if (price > highest) highest = price;
  }
  if (pricingType === pricingTypes.STARTING_FROM) return { kind: "from", price: lowest };
  assert(pricingType === pricingTypes.MIN_MAX, PRICING_INVARIANT.UNKNOWN_PRICING_TYPE);
  return { kind: "range", lowest, highest };
}
