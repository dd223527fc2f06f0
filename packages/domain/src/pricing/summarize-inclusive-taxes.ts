import type { CartLine, Tax } from "../cart/cart-line.js";
import { assert } from "../shared/assert.js";
import { includedTax } from "./included-tax.js";
import { PRICING_INVARIANT } from "./invariants.js";
import type { TaxSummaryRow } from "./priced-cart.js";

/** A line as its inclusive taxes see it. */
export interface InclusiveTaxedLine {
  readonly line: Pick<CartLine, "inclusiveTaxes">;
  /** The item's part of the line after menu discount and coupon, taxes inside. */
  readonly itemNet: number;
}

/**
 * The inclusive taxes of a cart (spec 3: "inclusive_taxes (with rate)"), one row per tax id by
 * tax id: each row is the tax inside the summed item amounts after discount and coupon,
 * base × rate ÷ (100 % + rate), rounded once, half-even. For information only: already in the
 * prices, never added to the total. Modifiers carry exclusive taxes only, so modifiersTaxValue is 0.
 * `summarizeInclusiveTaxes([{ line, itemNet: 1050 }])` has a 5 % row of 50.
 */
export function summarizeInclusiveTaxes(lines: readonly InclusiveTaxedLine[]): {
  readonly rows: TaxSummaryRow[];
  readonly total: number;
} {
  const bases = new Map<number, { tax: Tax; base: number }>();
  for (const { line, itemNet } of lines) {
    for (const tax of line.inclusiveTaxes) {
      const row = bases.get(tax.id);
      if (row === undefined) bases.set(tax.id, { tax, base: itemNet });
      else {
        assert(
          row.tax.rateBasisPoints === tax.rateBasisPoints,
          PRICING_INVARIANT.TAX_RATE_CONFLICT,
        );
        row.base += itemNet;
      }
    }
  }
  const rows: TaxSummaryRow[] = [];
  // Most carts have no inclusive tax: no need to sort an empty list.
  if (bases.size === 0) return { rows, total: 0 };
  let total = 0;
  for (const { tax, base } of [...bases.values()].sort(
    (left, right) => left.tax.id - right.tax.id,
  )) {
    assert(Number.isSafeInteger(base), PRICING_INVARIANT.UNSAFE_AMOUNT);
    const taxValue = includedTax(base, tax.rateBasisPoints);
    rows.push({
      taxId: tax.id,
      taxName: tax.name,
      rate: tax.rateBasisPoints,
      taxValue,
      modifiersTaxValue: 0,
      totalTaxValue: taxValue,
    });
    total += taxValue;
  }
  return { rows, total };
}
