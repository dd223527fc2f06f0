import {
  type Breakdown,
  type CalcOrderAnswer,
  type Receipt,
  receipt,
} from "@storefront/api-client";
import { formatMoney, formatSignedMoney, money } from "@storefront/domain";
import type { TFunction } from "i18next";

/** One row of a priced order as the customer reads it. */
export interface BreakdownRow {
  key: string;
  label: string;
  amount: string;
  /** A row that takes money off. */
  deduction: boolean;
}

/** A rate in basis points as a percentage: 500 is "5", 810 is "8.1". */
function percent(basisPoints: number): string {
  return String(basisPoints / 100);
}

/**
 * The rows of a receipt (ADR 040) in words: the subtotal of the lines as shown (menu discounts are
 * in the lines), the coupon, each tax row, the business tax, the delivery or shipping fee, the
 * wallet and the cash rounding, so that what is written adds up to the total. Deductions carry a
 * minus sign kept before the digits in every direction. `shown` is the receipt of the payment
 * method chosen; the breakdown's own by default.
 */
export function breakdownRows(
  breakdown: Breakdown,
  language: string,
  t: TFunction,
  shown: Receipt = receipt(breakdown),
): BreakdownRow[] {
  const currency = breakdown.currency;
  const format = (amount: number) => formatMoney(money(amount, currency), language);
  const signed = (amount: number) =>
    formatSignedMoney(money(amount, currency), language, { plus: true });
  return shown.rows.map((row): BreakdownRow => {
    const deduction = row.amount < 0;
    switch (row.kind) {
      case "subtotal":
        return { key: row.key, label: t("cart.subtotal"), amount: format(row.amount), deduction };
      case "coupon":
        return {
          key: row.key,
          label: t("cart.couponRow", { code: breakdown.coupon?.code ?? "" }),
          amount: signed(row.amount),
          deduction,
        };
      case "tax": {
        const tax = breakdown.tax_rows.find(({ taxId }) => `tax-${taxId}` === row.key);
        return {
          key: row.key,
          label: t("cart.taxRow", { name: tax?.taxName ?? "", rate: percent(tax?.rate ?? 0) }),
          amount: format(row.amount),
          deduction,
        };
      }
      case "businessTax":
        return {
          key: row.key,
          label: t("cart.businessTax", {
            rate: percent(breakdown.exclusive_tax.rate_basis_points),
          }),
          amount: format(row.amount),
          deduction,
        };
      case "fee": {
        const fee = breakdown.delivery_fee;
        return {
          key: row.key,
          label:
            fee.kind === "shipping"
              ? t("cart.shippingFee", { weight: ((fee.weight_grams ?? 0) / 1000).toString() })
              : t("cart.deliveryFee"),
          amount: fee.waived_by_coupon
            ? t("cart.freeDelivery", { code: fee.waived_by_coupon })
            : format(row.amount),
          deduction,
        };
      }
      case "wallet":
        return { key: row.key, label: t("cart.wallet"), amount: signed(row.amount), deduction };
      case "cashRounding":
        return {
          key: row.key,
          label: t("cart.cashRounding"),
          amount: signed(row.amount),
          deduction,
        };
    }
  });
}

/** The inclusive taxes, for information: "Includes VAT 5 %: 0.476 KWD". */
export function includedTaxLines(breakdown: Breakdown, language: string, t: TFunction): string[] {
  return breakdown.inclusive_tax_rows.map((row) =>
    t("cart.includedTax", {
      name: row.taxName,
      rate: percent(row.rate),
      amount: formatMoney(money(row.totalTaxValue, breakdown.currency), language),
    }),
  );
}

/**
 * What the order comes to by the payment methods whose total differs from the one shown (ADR 039):
 * where cash is rounded (CHF), the cart priced for cash says "Card, Online payment: 4.37 CHF", so
 * no method's amount is first seen on the payment page.
 */
export function otherMethodTotals(
  priced: Pick<CalcOrderAnswer, "breakdown" | "payment_totals">,
  language: string,
  t: TFunction,
): string[] {
  const byTotal = new Map<number, number[]>();
  for (const { payment_type, total } of priced.payment_totals) {
    if (total === priced.breakdown.total) continue;
    byTotal.set(total, [...(byTotal.get(total) ?? []), payment_type]);
  }
  const list = new Intl.ListFormat(language, { type: "unit" });
  return [...byTotal].map(([total, types]) => {
    const methods = list.format(
      types.map((type) => t(`payments.${type}`, { defaultValue: String(type) })),
    );
    // The amount is isolated, so right-to-left text keeps "10.38 CHF" in its own order.
    const amount = formatMoney(money(total, priced.breakdown.currency), language);
    return `${methods}: \u2068${amount}\u2069`;
  });
}
