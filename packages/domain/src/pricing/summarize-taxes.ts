import type { CartLine, Tax } from "../cart/cart-line.js";
import { allocateAmounts } from "../money/allocate-amounts.js";
import { basisPointsPerWhole } from "../money/percentage.js";
import { roundedRatio } from "../money/rounded-ratio.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";
import type { LineTax, TaxSummaryRow } from "./priced-cart.js";
import { pricingRounding } from "./pricing-rounding.js";
import { taxSummaryRow } from "./tax-summary-row.js";

/** A line as its exclusive taxes see it. */
export interface TaxedLine {
  readonly line: Pick<CartLine, "taxes" | "modifiers" | "count">;
  /** The item's part of the line after menu discount and coupon: the base of the item's taxes. */
  readonly itemNet: number;
}

/** The tax summary rows, each line's part of them (in the lines' order) and their total. */
export interface TaxSummary {
  readonly rows: TaxSummaryRow[];
  readonly lineTaxes: LineTax[][];
  readonly total: number;
}

interface RowBases {
  readonly tax: Tax;
  readonly itemBases: number[];
  readonly modifierBases: number[];
  readonly onLine: boolean[];
}

/**
 * The exclusive taxes of a cart as the spec's tax summary rows (taxId, taxName, rate, taxValue,
 * modifiersTaxValue, totalTaxValue = taxValue + modifiersTaxValue). An item's taxes apply to its
 * price after discount and coupon, a modifier's taxes to its full price × quantity × count. Each
 * row is computed once on the summed base of its tax and rounded half-even, then allocated back to
 * the lines in proportion to their bases, so lines and rows add up to the same total.
 * `summarizeTaxes([{ line, itemNet: 2000 }]).rows` is `[{ taxId: 1, rate: 500, taxValue: 100, ... }]`.
 */
export function summarizeTaxes(lines: readonly TaxedLine[]): TaxSummary {
  const size = lines.length;
  // Rows in tax id order: `rowFor` inserts each new tax in place, so no sort is needed.
  const found: RowBases[] = [];
  for (let index = 0; index < size; index++) {
    const taxed = lines[index];
    if (taxed === undefined) continue;
    for (const tax of taxed.line.taxes) {
      const row = rowFor(found, tax, size);
      row.itemBases[index] = (row.itemBases[index] ?? 0) + taxed.itemNet;
      row.onLine[index] = true;
    }
    for (const modifier of taxed.line.modifiers) {
      if (modifier.taxes.length === 0) continue;
      const base = modifier.price * modifier.quantity * taxed.line.count;
      for (const tax of modifier.taxes) {
        const row = rowFor(found, tax, size);
        row.modifierBases[index] = (row.modifierBases[index] ?? 0) + base;
        row.onLine[index] = true;
      }
    }
  }
  const rows = new Array<TaxSummaryRow>(found.length);
  const itemParts = new Array<readonly number[] | null>(found.length);
  const modifierParts = new Array<readonly number[] | null>(found.length);
  let total = 0;
  for (let position = 0; position < found.length; position++) {
    const { tax, itemBases, modifierBases } = found[position] as RowBases;
    const taxValue = rowValue(itemBases, tax.rateBasisPoints);
    const modifiersTaxValue = rowValue(modifierBases, tax.rateBasisPoints);
    const row = taxSummaryRow(tax, taxValue, modifiersTaxValue);
    rows[position] = row;
    total += row.totalTaxValue;
    itemParts[position] = taxValue > 0 ? allocateAmounts(taxValue, itemBases) : null;
    modifierParts[position] =
      modifiersTaxValue > 0 ? allocateAmounts(modifiersTaxValue, modifierBases) : null;
  }
  assert(Number.isSafeInteger(total), PRICING_INVARIANT.UNSAFE_AMOUNT);
  // Each line's part of the rows it is on, in row order, in an array made at its final size.
  const lineTaxes = new Array<LineTax[]>(size);
  for (let index = 0; index < size; index++) {
    let onRows = 0;
    for (const row of found) if (row.onLine[index]) onRows++;
    const own = new Array<LineTax>(onRows);
    for (let position = 0, slot = 0; slot < onRows; position++) {
      if (!(found[position] as RowBases).onLine[index]) continue;
      own[slot++] = {
        taxId: (rows[position] as TaxSummaryRow).taxId,
        taxValue: itemParts[position]?.[index] ?? 0,
        modifiersTaxValue: modifierParts[position]?.[index] ?? 0,
      };
    }
    lineTaxes[index] = own;
  }
  return { rows, lineTaxes, total };
}

/** The bases of a tax already met, or new empty ones put in tax id order; one tax id has one rate. */
function rowFor(found: RowBases[], tax: Tax, size: number): RowBases {
  let slot = 0;
  for (; slot < found.length; slot++) {
    const row = found[slot] as RowBases;
    if (row.tax.id < tax.id) continue;
    if (row.tax.id > tax.id) break;
    assert(row.tax.rateBasisPoints === tax.rateBasisPoints, PRICING_INVARIANT.TAX_RATE_CONFLICT);
    return row;
  }
  assert(
    Number.isSafeInteger(tax.rateBasisPoints) && tax.rateBasisPoints >= 0,
    PRICING_INVARIANT.NOT_A_RATE,
  );
  const row: RowBases = {
    tax,
    itemBases: new Array<number>(size).fill(0),
    modifierBases: new Array<number>(size).fill(0),
    onLine: new Array<boolean>(size).fill(false),
  };
  found.splice(slot, 0, row);
  return row;
}

/** One part of a row: its summed base times the rate, rounded once. */
function rowValue(bases: readonly number[], rateBasisPoints: number): number {
  let base = 0;
  for (const amount of bases) base += amount;
  assert(Number.isSafeInteger(base), PRICING_INVARIANT.UNSAFE_AMOUNT);
  return roundedRatio(base, rateBasisPoints, basisPointsPerWhole, pricingRounding);
}
