import type { OrderStatus } from "./order-status-shapes.js";
import { orderStatusName } from "./order-status-name.js";
import { orderStatusTransitions } from "./order-status-transitions.js";

/**
 * Tells whether an order status is final: no selling type may leave it (rejected, delivered and
 * cancelled; docs/decisions/014-order-status-transitions.md).
 * `isFinalStatus(5)` is true; `isFinalStatus(4)` is false.
 */
export function isFinalStatus(status: OrderStatus): boolean {
  return orderStatusTransitions[orderStatusName(status)].length === 0;
}
