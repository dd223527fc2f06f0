import type { Breakdown } from "@storefront/api-client";
import { formatMoney, money } from "@storefront/domain";
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
 * The breakdown the API computed, row by row in the order it adds up (ADR 006): subtotal, menu
 * discounts, coupon, each tax row, the business tax, the delivery or shipping fee, the wallet, the
 * cash rounding; rows of nothing are left out, except the subtotal and the fee of a delivery.
 */
export function breakdownRows(
  breakdown: Breakdown,
  language: string,
  t: TFunction,
): BreakdownRow[] {
  const format = (amount: number) => formatMoney(money(amount, breakdown.currency), language);
  const rows: BreakdownRow[] = [
    {
      key: "subtotal",
      label: t("cart.subtotal"),
      amount: format(breakdown.subtotal),
      deduction: false,
    },
  ];
  const minus = (key: string, label: string, amount: number) => {
    if (amount > 0) rows.push({ key, label, amount: `−${format(amount)}`, deduction: true });
  };
  minus("discounts", t("cart.discounts"), breakdown.discount_total);
  if (breakdown.coupon?.applied) {
    minus("coupon", t("cart.couponRow", { code: breakdown.coupon.code }), breakdown.coupon_total);
  }
  for (const row of breakdown.tax_rows) {
    rows.push({
      key: `tax-${row.taxId}`,
      label: t("cart.taxRow", { name: row.taxName, rate: percent(row.rate) }),
      amount: format(row.totalTaxValue),
      deduction: false,
    });
  }
  if (breakdown.exclusive_tax.amount > 0) {
    rows.push({
      key: "business-tax",
      label: t("cart.businessTax", { rate: percent(breakdown.exclusive_tax.rate_basis_points) }),
      amount: format(breakdown.exclusive_tax.amount),
      deduction: false,
    });
  }
  const fee = breakdown.delivery_fee;
  if (fee.kind !== "none") {
    rows.push({
      key: "fee",
      label:
        fee.kind === "shipping"
          ? t("cart.shippingFee", { weight: ((fee.weight_grams ?? 0) / 1000).toString() })
          : t("cart.deliveryFee"),
      amount: fee.waived_by_coupon
        ? t("cart.freeDelivery", { code: fee.waived_by_coupon })
        : format(fee.amount),
      deduction: false,
    });
  }
  minus("wallet", t("cart.wallet"), breakdown.wallet);
  if (breakdown.cash_rounding !== 0) {
    rows.push({
      key: "rounding",
      label: t("cart.cashRounding"),
      amount: `${breakdown.cash_rounding < 0 ? "−" : "+"}${format(Math.abs(breakdown.cash_rounding))}`,
      deduction: breakdown.cash_rounding < 0,
    });
  }
  return rows;
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
