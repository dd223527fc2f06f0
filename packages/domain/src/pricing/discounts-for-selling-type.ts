import type { SellingType } from "../selling-types/selling-type-table.js";
import { sellingTypeRow } from "../selling-types/selling-type-rules.js";
import type { MenuDiscounts, SellingTypeDiscounts } from "./pricing-input.js";

/**
 * The discounts of the order's selling type (spec 3, "Discounts per selling type (pickup,
 * delivery, dinein)"): car pickup reads `pickup`, dine-in reads `dinein`.
 * `discountsForSellingType({ dinein: d }, "dine_in") === d`
 */
export function discountsForSellingType(
  discounts: MenuDiscounts | null | undefined,
  sellingType: SellingType,
): SellingTypeDiscounts | null | undefined {
  if (!discounts) return undefined;
  return discounts[sellingTypeRow(sellingType).discounts];
}
