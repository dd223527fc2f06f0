import { nameForCode } from "../codes/name-for-code.js";
import { orderStatuses } from "../codes/order-status.js";
import { assert } from "../shared/assert.js";
import { ORDER_INVARIANT } from "./invariants.js";
import type { OrderStatus, OrderStatusName } from "./order-status-shapes.js";

/**
 * The spec's name of an order status code (section 4: "pending 0, accepted 1, rejected 2, ready 3,
 * out 4, delivered 5, cancelled 9, scheduled 10"). The type admits only those codes, so any other
 * number is a programmer error; codes read from outside go through `nameForCode` first.
 * `orderStatusName(9)` is `"cancelled"`.
 */
export function orderStatusName(code: OrderStatus): OrderStatusName {
  const found = nameForCode(orderStatuses, code);
  assert(found.ok, ORDER_INVARIANT.UNKNOWN_STATUS);
  return found.name;
}
