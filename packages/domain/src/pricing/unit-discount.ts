import { roundedRatio } from "../money/rounded-ratio.js";
import { basisPointsPerWhole } from "../money/percentage.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";
import type { DiscountType } from "./pricing-input.js";
import { pricingRounding } from "./pricing-rounding.js";

/**
 * What a percent or fixed discount takes off one unit's price, floored so the price never goes
 * below zero (spec 5: "Discounts are percent or fixed, floored at 0"; "Percent discounts never
 * reduce a price below zero"). A percent is rounded half-even to the minor unit.
 * `unitDiscount(1005, { type: "percent", value: 1000 }) === 100` (10 % of 1.005 KWD is 100.5 fils).
 */
export function unitDiscount(
  price: number,
  discount: { readonly type: DiscountType; readonly value: number },
): number {
  assert(
    Number.isSafeInteger(discount.value) && discount.value >= 0,
    PRICING_INVARIANT.NOT_A_DISCOUNT,
  );
  const off =
    discount.type === "percent"
      ? roundedRatio(price, discount.value, basisPointsPerWhole, pricingRounding)
      : discount.value;
  return off < price ? off : price;
}
