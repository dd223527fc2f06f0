import type { PricedCart } from "../src/pricing/priced-cart.js";
import type { ReferenceResult } from "./reference-pricing.js";

/** The domain's breakdown in the reference's plain shape. */
export function plainBreakdown(priced: PricedCart): ReferenceResult {
  return {
    lines: priced.lines.map((line) => ({
      unitPrice: line.unitPrice,
      gross: line.gross,
      discountId: line.discount?.discountId ?? null,
      itemDiscount: line.itemDiscount,
      couponUnits: line.couponUnits,
      couponShare: line.couponShare,
      net: line.net,
      taxes: line.taxes.map((tax) => ({ ...tax })),
    })),
    subtotal: priced.subtotal,
    discountTotal: priced.discountTotal,
    coupon: priced.coupon === null ? null : priced.coupon.ok ? "OK" : priced.coupon.code,
    couponTotal: priced.couponTotal,
    netSubtotal: priced.netSubtotal,
    taxRows: priced.taxRows.map((row) => ({ ...row })),
    taxTotal: priced.taxTotal,
    exclusiveTax: priced.exclusiveTax.amount,
    inclusiveTaxRows: priced.inclusiveTaxRows.map((row) => ({ ...row })),
    inclusiveTaxTotal: priced.inclusiveTaxTotal,
    deliveryFee: priced.deliveryFee.amount,
    wallet: priced.wallet,
    cashRounding: priced.cashRounding,
    total: priced.total,
  };
}
