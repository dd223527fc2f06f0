// Type-level tests, checked by `tsc --noEmit -p .` and never run: only the spec's codes and selling types compile.
import { canMoveOrder } from "./can-move-order.js";
import { nextStatuses } from "./next-statuses.js";
import type { OrderStatus, OrderStatusName } from "./order-status-shapes.js";
import { orderStatusName } from "./order-status-name.js";

export const named: OrderStatusName = orderStatusName(10);
export const next: OrderStatus[] = nextStatuses(3, "delivery");

// @ts-expect-error 7 is not an order status of the spec
orderStatusName(7);

// @ts-expect-error "pickup" is a selling-type string, not a selling type: map it with toSellingType first
canMoveOrder(3, 5, "pickup");

// @ts-expect-error a status is its code, not its name
canMoveOrder("ready", "out", "delivery");
