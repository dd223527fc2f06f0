import { sellingTypes, type SellingType } from "../codes/selling-type.js";
import type { OrderStatusName } from "./order-status-shapes.js";

/** One allowed move: the status it leads to and the selling types it is open to. */
export interface OrderStatusTransition {
  readonly to: OrderStatusName;
  readonly sellingTypes: readonly SellingType[];
}

const everySellingType = sellingTypes;
// Handing over at the counter, the table or the car; a delivery is handed over by its driver.
const handedOverOnSite: readonly SellingType[] = Object.freeze(["dine_in", "car_pickup"]);
const deliveryOnly: readonly SellingType[] = Object.freeze(["delivery"]);

const toEvery = (to: OrderStatusName): OrderStatusTransition =>
  Object.freeze({ to, sellingTypes: everySellingType });

/**
 * The moves an order may make between the spec's statuses (section 4 says "Allowed transitions:
 * not shown"; docs/decisions/014-order-status-transitions.md decides them). A status with no moves
 * is final. Product service orders as dine-in, so it is handed over like dine-in.
 */
export const orderStatusTransitions: Readonly<
  Record<OrderStatusName, readonly OrderStatusTransition[]>
> = Object.freeze({
  scheduled: Object.freeze([
    toEvery("pending"),
    toEvery("accepted"),
    toEvery("rejected"),
    toEvery("cancelled"),
  ]),
  pending: Object.freeze([toEvery("accepted"), toEvery("rejected"), toEvery("cancelled")]),
  accepted: Object.freeze([toEvery("ready"), toEvery("cancelled")]),
  ready: Object.freeze([
    Object.freeze({ to: "out", sellingTypes: deliveryOnly }),
    Object.freeze({ to: "delivered", sellingTypes: handedOverOnSite }),
  ]),
  out: Object.freeze([Object.freeze({ to: "delivered", sellingTypes: deliveryOnly })]),
  rejected: Object.freeze([]),
  delivered: Object.freeze([]),
  cancelled: Object.freeze([]),
});
