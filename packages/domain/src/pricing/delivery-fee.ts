import type { CartLine } from "../cart/cart-line.js";
import type { SellingType } from "../selling-types/selling-type-table.js";
import { sellingTypeRow } from "../selling-types/selling-type-rules.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";
import type { DeliveryFeeLine } from "./priced-cart.js";
import type { DeliveryFeeRule } from "./pricing-input.js";
import { shippingFee } from "./shipping-fee.js";
import { shippingWeight } from "./shipping-weight.js";

/**
 * The delivery fee of an order (spec 9): "Local fee: the zone's fee"; a shipping order pays its
 * shipping fee; "The fee is 0 if the coupon grants free delivery"; dine-in and car pickup pay none.
 * `deliveryFee({ sellingType: "delivery", rule: { kind: "zone", zoneId: 3, fee: 750 }, lines,
 * freeDeliveryCoupon: null }).amount === 750`
 */
export function deliveryFee(order: {
  readonly sellingType: SellingType;
  readonly rule: DeliveryFeeRule | null | undefined;
  readonly lines: readonly Pick<CartLine, "priceLabel" | "count">[];
  /** The code of an accepted coupon that grants free delivery, else null. */
  readonly freeDeliveryCoupon: string | null;
}): DeliveryFeeLine {
  const { rule, freeDeliveryCoupon } = order;
  if (sellingTypeRow(order.sellingType).fee !== "zone" || !rule) return { kind: "none", amount: 0 };
  if (rule.kind === "zone") {
    assert(Number.isSafeInteger(rule.fee) && rule.fee >= 0, PRICING_INVARIANT.NOT_AN_AMOUNT);
    return {
      kind: "zone",
      zoneId: rule.zoneId,
      fee: rule.fee,
      waivedByCoupon: freeDeliveryCoupon,
      amount: freeDeliveryCoupon === null ? rule.fee : 0,
    };
  }
  const weightGrams = shippingWeight(order.lines);
  const fee = shippingFee(weightGrams, rule);
  return {
    kind: "shipping",
    countryId: rule.countryId,
    weightGrams,
    feesPerKg: rule.feesPerKg,
    fixedFees: rule.fixedFees,
    fee,
    waivedByCoupon: freeDeliveryCoupon,
    amount: freeDeliveryCoupon === null ? fee : 0,
  };
}
