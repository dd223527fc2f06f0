import type { Breakdown } from "@storefront/api-client";
import type { PricedCart, TaxSummaryRow } from "@storefront/domain";

/**
 * The breakdown a priced cart is answered as, line by line, with the request position of each
 * line. Every amount is the domain's, unchanged (minor units).
 */
export function toBreakdown(priced: PricedCart, positions: readonly number[]): Breakdown {
  const fee = priced.deliveryFee;
  return {
    currency: priced.currency,
    payment_type: priced.paymentType,
    lines: priced.lines.map((line, index) => ({
      position: positions[index] ?? index,
      item_id: line.line.itemId,
      price_label_id: line.line.priceLabel.id,
      quantity: line.count,
      modifiers: line.line.modifiers.map(({ id, quantity, price }) => ({ id, quantity, price })),
      comment: line.line.comment,
      label_price: line.labelPrice,
      modifiers_price: line.modifiersPrice,
      unit_price: line.unitPrice,
      gross: line.gross,
      discount_id: line.discount?.discountId ?? null,
      item_discount: line.itemDiscount,
      coupon_units: line.couponUnits,
      coupon_share: line.couponShare,
      net: line.net,
      tax_total: line.taxTotal,
    })),
    subtotal: priced.subtotal,
    discount_total: priced.discountTotal,
    coupon: priced.coupon && {
      code: priced.coupon.couponCode,
      applied: priced.coupon.ok,
      reason: priced.coupon.ok ? null : priced.coupon.code,
      amount: priced.coupon.ok ? priced.coupon.total : 0,
      free_delivery: priced.coupon.ok && priced.coupon.freeDelivery,
    },
    coupon_total: priced.couponTotal,
    net_subtotal: priced.netSubtotal,
    tax_rows: priced.taxRows.map(taxRow),
    tax_total: priced.taxTotal,
    exclusive_tax: {
      rate_basis_points: priced.exclusiveTax.rateBasisPoints,
      base: priced.exclusiveTax.base,
      amount: priced.exclusiveTax.amount,
    },
    inclusive_tax_rows: priced.inclusiveTaxRows.map(taxRow),
    inclusive_tax_total: priced.inclusiveTaxTotal,
    delivery_fee: {
      kind: fee.kind,
      fee: fee.kind === "none" ? 0 : fee.fee,
      waived_by_coupon: fee.kind === "none" ? null : fee.waivedByCoupon,
      zone_id: fee.kind === "zone" ? fee.zoneId : null,
      country_id: fee.kind === "shipping" ? fee.countryId : null,
      weight_grams: fee.kind === "shipping" ? fee.weightGrams : null,
      amount: fee.amount,
    },
    payable_before_wallet: priced.payableBeforeWallet,
    wallet: priced.wallet,
    cash_rounding: priced.cashRounding,
    total: priced.total,
  };
}

function taxRow(row: TaxSummaryRow): Breakdown["tax_rows"][number] {
  return {
    taxId: row.taxId,
    taxName: row.taxName,
    rate: row.rate,
    taxValue: row.taxValue,
    modifiersTaxValue: row.modifiersTaxValue,
    totalTaxValue: row.totalTaxValue,
  };
}
