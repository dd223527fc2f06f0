import { orderStatuses } from "../codes/order-status.js";
import type { OrderStatus } from "./order-status-shapes.js";

/**
 * The status a new order starts in: scheduled (10) when it is placed for a later slot, pending (0)
 * when it is for now (docs/decisions/014-order-status-transitions.md).
 * `initialOrderStatus({ scheduled: true })` is `10`.
 */
export function initialOrderStatus(order: { readonly scheduled: boolean }): OrderStatus {
  return order.scheduled ? orderStatuses.scheduled : orderStatuses.pending;
}
