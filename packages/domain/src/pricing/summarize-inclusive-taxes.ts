import type { CartLine, Tax } from "../cart/cart-line.js";
import { assert } from "../shared/assert.js";
import { includedTax } from "./included-tax.js";
import { PRICING_INVARIANT } from "./invariants.js";
import type { TaxSummaryRow } from "./priced-cart.js";
import { taxSummaryRow } from "./tax-summary-row.js";

/** A line as its inclusive taxes see it. */
export interface InclusiveTaxedLine {
  readonly line: Pick<CartLine, "inclusiveTaxes" | "modifiers" | "count">;
  /** The item's part of the line after menu discount and coupon, taxes inside. */
  readonly itemNet: number;
}

/**
 * The inclusive taxes of a cart (spec 3: "inclusive_taxes (with rate)"), one row per tax id by
 * tax id: taxValue is the tax inside the summed item amounts after discount and coupon,
 * modifiersTaxValue the tax inside the summed modifier amounts (price × quantity × count), each
 * base × rate ÷ (100 % + rate), rounded once, half-even. For information only: already in the
 * prices, never added to the total (a business whose prices include a tax never adds it to its
 * options either).
 * `summarizeInclusiveTaxes([{ line, itemNet: 1050 }])` has a 5 % row of 50.
 */
export function summarizeInclusiveTaxes(lines: readonly InclusiveTaxedLine[]): {
  readonly rows: TaxSummaryRow[];
  readonly total: number;
} {
  const bases = new Map<number, { tax: Tax; base: number; modifiersBase: number }>();
  const rowOf = (tax: Tax) => {
    let row = bases.get(tax.id);
    if (row === undefined) {
      row = { tax, base: 0, modifiersBase: 0 };
      bases.set(tax.id, row);
    } else {
      assert(row.tax.rateBasisPoints === tax.rateBasisPoints, PRICING_INVARIANT.TAX_RATE_CONFLICT);
    }
    return row;
  };
  for (const { line, itemNet } of lines) {
    for (const tax of line.inclusiveTaxes) rowOf(tax).base += itemNet;
    for (const modifier of line.modifiers) {
      if (!modifier.inclusiveTaxes || modifier.inclusiveTaxes.length === 0) continue;
      const amount = modifier.price * modifier.quantity * line.count;
      for (const tax of modifier.inclusiveTaxes) rowOf(tax).modifiersBase += amount;
    }
  }
  const rows: TaxSummaryRow[] = [];
  // Most carts have no inclusive tax: no need to sort an empty list.
  if (bases.size === 0) return { rows, total: 0 };
  let total = 0;
  for (const { tax, base, modifiersBase } of [...bases.values()].sort(
    (left, right) => left.tax.id - right.tax.id,
  )) {
    assert(
      Number.isSafeInteger(base) && Number.isSafeInteger(modifiersBase),
      PRICING_INVARIANT.UNSAFE_AMOUNT,
    );
    const taxValue = includedTax(base, tax.rateBasisPoints);
    const modifiersTaxValue = includedTax(modifiersBase, tax.rateBasisPoints);
    const row = taxSummaryRow(tax, taxValue, modifiersTaxValue);
    rows.push(row);
    total += row.totalTaxValue;
  }
  return { rows, total };
}
