import type { SellingType } from "../selling-types/selling-type-table.js";
import { nameForCode } from "../codes/name-for-code.js";
import { orderStatuses } from "../codes/order-status.js";
import type { OrderStatus, OrderTransitionCheck } from "./order-status-shapes.js";
import { orderStatusTransitions } from "./order-status-transitions.js";

/**
 * Tells whether an order of a selling type may move from one status to another
 * (docs/decisions/014-order-status-transitions.md). A refused move is data, never thrown: staying
 * in the same status, leaving a final status, skipping a step or a code the spec never gave are all
 * `STATUS_TRANSITION_NOT_ALLOWED`, so a status read from a request or a row needs no check first.
 * `canMoveOrder(4, 5, "delivery")` is `{ ok: true }`; `canMoveOrder(3, 5, "delivery")` is refused.
 */
export function canMoveOrder(
  from: OrderStatus,
  to: OrderStatus,
  sellingType: SellingType,
): OrderTransitionCheck {
  const fromName = nameForCode(orderStatuses, from);
  const allowed =
    fromName.ok &&
    orderStatusTransitions[fromName.name].some(
      (transition) =>
        orderStatuses[transition.to] === to && transition.sellingTypes.includes(sellingType),
    );
  return allowed ? { ok: true } : { ok: false, code: "STATUS_TRANSITION_NOT_ALLOWED" };
}
