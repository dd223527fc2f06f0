import type { PricedCart } from "../pricing/priced-cart.js";
import { buildOrderLine } from "./build-order-line.js";
import type { OrderRequest, OrderSellingTypeString } from "./order-request-shapes.js";

/** What the order request needs besides the priced cart: who, where, when and the notes. */
export interface OrderDetails {
  readonly branchId: number;
  readonly priority: "now" | "later";
  /** The cart's note. */
  readonly comment: string;
  /** Notes for the delivery or the table. */
  readonly notes: string;
  readonly name: string;
  readonly phone: string;
  readonly dialCode: string;
  readonly reservation?: boolean | undefined;
  /** The business's dine_in_label (spec 3: "dinein or product_service"); dinein unless told. */
  readonly dineInLabel?: "dinein" | "product_service" | undefined;
}

/**
 * The order request body (spec 3: priority, comment, branch_id, order_lines, name, phone,
 * dial_code, coupon_code, notes, fees, payment_type, use_wallet, selling_types, reservation flag)
 * built from a priced cart, so every amount in it is the one the domain computed (minor units).
 * `buildOrderRequest(priced, details).payment_type === 2` for a cart priced without a payment type.
 */
export function buildOrderRequest(priced: PricedCart, details: OrderDetails): OrderRequest {
  return {
    priority: details.priority,
    comment: details.comment,
    branch_id: details.branchId,
    order_lines: priced.lines.map(buildOrderLine),
    name: details.name,
    phone: details.phone,
    dial_code: details.dialCode,
    coupon_code: priced.coupon?.ok ? priced.coupon.couponCode : null,
    notes: details.notes,
    fees: priced.deliveryFee.amount,
    payment_type: priced.paymentType,
    use_wallet: priced.wallet > 0,
    selling_types: sellingTypeString(priced, details),
    reservation: details.reservation === true,
  };
}

function sellingTypeString(priced: PricedCart, details: OrderDetails): OrderSellingTypeString {
  switch (priced.sellingType) {
    case "delivery":
      return "delivery";
    case "car_pickup":
      return "car_pickup";
    case "dine_in":
      return details.dineInLabel ?? "dinein";
  }
}
