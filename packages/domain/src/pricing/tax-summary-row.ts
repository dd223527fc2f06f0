import type { Tax } from "../cart/cart-line.js";
import type { TaxSummaryRow } from "./priced-cart.js";

/**
 * The spec's tax summary row of one tax: its id, name and rate, the tax on items (taxValue) and on
 * modifiers (modifiersTaxValue), and their sum (totalTaxValue).
 * `taxSummaryRow({ id: 1, name: "VAT", rateBasisPoints: 500 }, 50, 10).totalTaxValue` is 60.
 */
export function taxSummaryRow(
  tax: Tax,
  taxValue: number,
  modifiersTaxValue: number,
): TaxSummaryRow {
  return {
    taxId: tax.id,
    taxName: tax.name,
    rate: tax.rateBasisPoints,
    taxValue,
    modifiersTaxValue,
    totalTaxValue: taxValue + modifiersTaxValue,
  };
}
