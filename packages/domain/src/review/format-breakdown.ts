import { nameForCode } from "../codes/name-for-code.js";
import { paymentMethods } from "../codes/payment-method.js";
import { cashRoundingSteps } from "../money/cash-rounding.js";
import { toDecimalString } from "../money/decimal.js";
import { money } from "../money/money.js";
import type {
  CouponOutcome,
  CouponRejection,
  DeliveryFeeLine,
  DiscountSource,
  PricedCart,
  TaxSummaryRow,
} from "../pricing/priced-cart.js";
import { formatRate } from "./format-rate.js";
import { textTable, type TextColumn } from "./text-table.js";

/** Why a coupon was refused, in words, beside its code. */
const rejectionReasons: Readonly<Record<CouponRejection, string>> = {
  COUPON_GUESTS_ONLY: "for guests only, and the customer is signed in",
  COUPON_SIGNED_IN_ONLY: "for signed-in customers only, and the customer is a guest",
  COUPON_NOT_FOR_THESE_ITEMS: "for items none of which is in the cart",
};

const discountLevels: Readonly<Record<DiscountSource["level"], string>> = {
  item: "item",
  category: "category",
  allMenu: "all menu",
};

const lineColumns: readonly TextColumn[] = [
  { header: "#", align: "right" },
  { header: "item", align: "right" },
  { header: "label", align: "right" },
  { header: "count", align: "right" },
  { header: "label price", align: "right" },
  { header: "modifiers", align: "right" },
  { header: "unit price", align: "right" },
  { header: "gross", align: "right" },
  { header: "discount", align: "right" },
  { header: "discount source", align: "left" },
  { header: "coupon units", align: "right" },
  { header: "coupon share", align: "right" },
  { header: "net", align: "right" },
  { header: "taxes", align: "right" },
];

const taxColumns: readonly TextColumn[] = [
  { header: "taxId", align: "right" },
  { header: "taxName", align: "left" },
  { header: "rate", align: "right" },
  { header: "taxValue", align: "right" },
  { header: "modifiersTaxValue", align: "right" },
  { header: "totalTaxValue", align: "right" },
];

const totalColumns: readonly TextColumn[] = [
  { header: "", align: "left" },
  { header: "", align: "left" },
  { header: "amount", align: "right" },
  { header: "how", align: "left" },
];

/**
 * Prints a priced cart's breakdown as aligned plain-text tables, so that a reviewer can check a
 * price by hand: each line (item, price label, count, label price, modifiers, unit price, gross,
 * menu discount and its source, coupon units and share, net, taxes), the exclusive tax rows and the
 * inclusive ones (the spec's taxId, taxName, rate, taxValue, modifiersTaxValue, totalTaxValue), then
 * the steps from the subtotal to the total, each signed (+, −, =) so that they add up on paper:
 * discounts, the coupon (its code, or why it was refused), taxes, the business's exclusive tax,
 * the delivery fee, the wallet and the cash rounding. Every amount is `toDecimalString` with the
 * currency's digits; amounts in the tables are in the currency named above them.
 * `formatBreakdown(priceCart(input))` ends with the line `= Total  9.144 KWD` for the README's example.
 */
export function formatBreakdown(priced: PricedCart): string {
  const { currency } = priced;
  const amount = (minorUnits: number): string => toDecimalString(money(minorUnits, currency));
  const withCurrency = (minorUnits: number): string => `${amount(minorUnits)} ${currency}`;

  const lineRows = priced.lines.map((priced, index) => [
    String(index + 1),
    String(priced.line.itemId),
    String(priced.line.priceLabel.id),
    String(priced.count),
    amount(priced.labelPrice),
    amount(priced.modifiersPrice),
    amount(priced.unitPrice),
    amount(priced.gross),
    amount(priced.itemDiscount),
    discountSource(priced.discount, amount),
    String(priced.couponUnits),
    amount(priced.couponShare),
    amount(priced.net),
    amount(priced.taxTotal),
  ]);
  const taxRows = (rows: readonly TaxSummaryRow[]): string[][] =>
    rows.map((row) => [
      String(row.taxId),
      row.taxName,
      formatRate(row.rate),
      amount(row.taxValue),
      amount(row.modifiersTaxValue),
      amount(row.totalTaxValue),
    ]);

  const { exclusiveTax } = priced;
  const totals: string[][] = [
    ["", "Subtotal", withCurrency(priced.subtotal), "Σ gross"],
    ["-", "Menu discounts", withCurrency(priced.discountTotal), "Σ discount"],
    ["-", "Coupon", withCurrency(priced.couponTotal), couponText(priced.coupon)],
    ["=", "Net subtotal", withCurrency(priced.netSubtotal), "Σ net"],
    ["+", "Taxes", withCurrency(priced.taxTotal), "Σ totalTaxValue of the tax rows"],
    [
      "+",
      "Business exclusive tax",
      withCurrency(exclusiveTax.amount),
      `${formatRate(exclusiveTax.rateBasisPoints)} of ${amount(exclusiveTax.base)}`,
    ],
    [
      "+",
      "Delivery fee",
      withCurrency(priced.deliveryFee.amount),
      deliveryText(priced.deliveryFee, priced.sellingType, amount),
    ],
    ["=", "Payable before wallet", withCurrency(priced.payableBeforeWallet), ""],
    ["-", "Wallet", withCurrency(priced.wallet), "never more than what is payable"],
    ["+", "Cash rounding", withCurrency(priced.cashRounding), cashText(priced)],
    ["=", "Total", withCurrency(priced.total), ""],
  ];

  return [
    `Cart priced in ${currency} for ${priced.sellingType}, ${paymentText(priced.paymentType)}`,
    "",
    `Lines (amounts in ${currency})`,
    ...textTable(lineColumns, lineRows),
    ...(lineRows.length === 0 ? ["(no lines)"] : []),
    "",
    `Tax rows, exclusive: added to the total (amounts in ${currency})`,
    ...tableOrNone(taxColumns, taxRows(priced.taxRows)),
    "",
    `Tax rows, inclusive: already inside the prices, not added (amounts in ${currency})`,
    ...tableOrNone(taxColumns, taxRows(priced.inclusiveTaxRows)),
    "",
    "From subtotal to total",
    // The totals need no header: their first two lines (header and rule) are dropped.
    ...textTable(totalColumns, totals).slice(2),
  ].join("\n");
}

function tableOrNone(columns: readonly TextColumn[], rows: readonly string[][]): string[] {
  return rows.length === 0 ? ["(none)"] : textTable(columns, rows);
}

function discountSource(
  discount: DiscountSource | null,
  amount: (minorUnits: number) => string,
): string {
  if (discount === null) return "none";
  const value =
    discount.type === "percent" ? formatRate(discount.value) : `${amount(discount.value)} off`;
  return `${discountLevels[discount.level]} #${discount.discountId}: ${value}`;
}

function couponText(coupon: CouponOutcome | null): string {
  if (coupon === null) return "no coupon";
  if (!coupon.ok)
    return `${coupon.couponCode} refused (${coupon.code}: ${rejectionReasons[coupon.code]})`;
  const freeDelivery = coupon.freeDelivery ? ", free delivery" : "";
  return `${coupon.couponCode} on ${coupon.units} unit${coupon.units === 1 ? "" : "s"}${freeDelivery}`;
}

function deliveryText(
  fee: DeliveryFeeLine,
  sellingType: string,
  amount: (minorUnits: number) => string,
): string {
  if (fee.kind === "none")
    return sellingType === "delivery" ? "no delivery fee rule given" : `none for ${sellingType}`;
  const made =
    fee.kind === "zone"
      ? `zone ${fee.zoneId}`
      : `shipping to country ${fee.countryId}: ${fee.weightGrams} g at ${amount(fee.feesPerKg)} per kg + ${amount(fee.fixedFees)} fixed = ${amount(fee.fee)}`;
  return fee.waivedByCoupon === null
    ? made
    : `${made}, waived by coupon ${fee.waivedByCoupon} (was ${amount(fee.fee)})`;
}

function cashText(priced: PricedCart): string {
  if (priced.paymentType !== paymentMethods.cash) return "only cash payments are rounded";
  const step = cashRoundingSteps[priced.currency.toUpperCase()];
  if (step === undefined) return `no cash step for ${priced.currency}`;
  return `cash step of ${toDecimalString(money(step, priced.currency))} ${priced.currency}`;
}

function paymentText(paymentType: number): string {
  const method = nameForCode(paymentMethods, paymentType);
  return method.ok
    ? `payment type ${paymentType} (${method.name.replaceAll("_", " ")})`
    : `payment type ${paymentType}`;
}
