import type { SellingType } from "../selling-types/selling-type-table.js";
import { orderStatuses } from "../codes/order-status.js";
import type { OrderStatus } from "./order-status-shapes.js";
import { orderStatusName } from "./order-status-name.js";
import { orderStatusTransitions } from "./order-status-transitions.js";

/**
 * The statuses an order of a selling type may move to next, in the order a restaurant meets them
 * (docs/decisions/014-order-status-transitions.md); empty for a final status.
 * `nextStatuses(3, "delivery")` is `[4]` (ready goes out); `nextStatuses(3, "dine_in")` is `[5]`.
 */
export function nextStatuses(from: OrderStatus, sellingType: SellingType): OrderStatus[] {
  return orderStatusTransitions[orderStatusName(from)]
    .filter((transition) => transition.sellingTypes.includes(sellingType))
    .map((transition) => orderStatuses[transition.to]);
}
