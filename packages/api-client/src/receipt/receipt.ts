import type { Breakdown, CalcOrderAnswer } from "../contract/orders.js";

/** One line of a receipt: what it costs at full price, and after its menu discount. */
export interface ReceiptLine {
  /** The line's place in the order request. */
  readonly position: number;
  /** Unit price (label price plus modifiers) × quantity, before any discount. */
  readonly original: number;
  /** The line's amount as the receipt adds it up: after its menu discount, before the coupon. */
  readonly amount: number;
}

/** What a receipt row is, for its words. */
export type ReceiptRowKind =
  "subtotal" | "coupon" | "tax" | "businessTax" | "fee" | "wallet" | "cashRounding";

/** One row of a receipt; `amount` is signed: a deduction is negative. */
export interface ReceiptRow {
  readonly key: string;
  readonly kind: ReceiptRowKind;
  readonly amount: number;
}

/**
 * A priced order as a receipt reads, top to bottom (ADR 040): the lines after their menu
 * discounts add up to the subtotal, and the subtotal plus every following row is the total.
 * Amounts are minor units of `currency`.
 */
export interface Receipt {
  readonly currency: string;
  readonly paymentType: number;
  readonly lines: readonly ReceiptLine[];
  /** The subtotal first, then coupon, taxes, business tax, fee, wallet and cash rounding. */
  readonly rows: readonly ReceiptRow[];
  readonly total: number;
}

/**
 * The receipt of a breakdown the server computed: every amount is the server's, only arranged so
 * that what is shown adds up as written. The menu discounts are in the lines (the original price
 * beside them), so the subtotal is Σ of the lines as shown; the coupon, taxes, fees, wallet and
 * cash rounding follow as signed rows; rows of nothing are left out, except the subtotal and the
 * fee of a delivery (shown free when a coupon waives it).
 * `receipt(breakdown).rows.reduce((sum, row) => sum + row.amount, 0) === breakdown.total`
 */
export function receipt(breakdown: Breakdown): Receipt {
  const lines = breakdown.lines.map((line): ReceiptLine => ({
    position: line.position,
    original: line.gross,
    amount: line.gross - line.item_discount,
  }));
  const rows: ReceiptRow[] = [
    { key: "subtotal", kind: "subtotal", amount: breakdown.subtotal - breakdown.discount_total },
  ];
  if (breakdown.coupon?.applied && breakdown.coupon_total > 0) {
    rows.push({ key: "coupon", kind: "coupon", amount: -breakdown.coupon_total });
  }
  for (const row of breakdown.tax_rows) {
    if (row.totalTaxValue > 0) {
      rows.push({ key: `tax-${row.taxId}`, kind: "tax", amount: row.totalTaxValue });
    }
  }
  if (breakdown.exclusive_tax.amount > 0) {
    rows.push({ key: "business-tax", kind: "businessTax", amount: breakdown.exclusive_tax.amount });
  }
  if (breakdown.delivery_fee.kind !== "none") {
    rows.push({ key: "fee", kind: "fee", amount: breakdown.delivery_fee.amount });
  }
  if (breakdown.wallet > 0) rows.push({ key: "wallet", kind: "wallet", amount: -breakdown.wallet });
  if (breakdown.cash_rounding !== 0) {
    rows.push({ key: "rounding", kind: "cashRounding", amount: breakdown.cash_rounding });
  }
  return {
    currency: breakdown.currency,
    paymentType: breakdown.payment_type,
    lines,
    rows,
    total: breakdown.total,
  };
}

/**
 * The receipt of a calc-order answer for one payment method (ADR 039): the breakdown's rows with
 * that method's cash rounding and total, as the server will charge them when the order is placed
 * with it. A method the answer does not price keeps the breakdown's own.
 * `receiptForPayment(answer, 8).total` is what a card is charged.
 */
export function receiptForPayment(
  answer: Pick<CalcOrderAnswer, "breakdown" | "payment_totals">,
  paymentType: number,
): Receipt {
  const priced = answer.payment_totals.find((entry) => entry.payment_type === paymentType);
  if (!priced) return receipt(answer.breakdown);
  return receipt({
    ...answer.breakdown,
    payment_type: paymentType,
    cash_rounding: priced.cash_rounding,
    total: priced.total,
  });
}
