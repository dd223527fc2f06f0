import { sellingTypes } from "../codes/selling-type.js";
import { sellingTypeRow } from "../selling-types/selling-type-rules.js";
import type { SellingType } from "../selling-types/selling-type-table.js";
import type { OrderStatusName } from "./order-status-shapes.js";

/** One allowed move: the status it leads to and the selling types it is open to. */
export interface OrderStatusTransition {
  readonly to: OrderStatusName;
  readonly sellingTypes: readonly SellingType[];
}

const everySellingType = sellingTypes;
// Handed over at the counter, the table or the car, or by a driver: the selling-type table says.
const handedOver = (by: "driver" | "on_site"): readonly SellingType[] =>
  Object.freeze(sellingTypes.filter((type) => sellingTypeRow(type).handOver === by));
const byDriver = handedOver("driver");
const onSite = handedOver("on_site");

const toEvery = (to: OrderStatusName): OrderStatusTransition =>
  Object.freeze({ to, sellingTypes: everySellingType });

/**
 * The moves an order may make between the spec's statuses (section 4 says "Allowed transitions:
 * not shown"; docs/decisions/014-order-status-transitions.md decides them). A status with no moves
 * is final. Only what a driver hands over goes out; product service orders as dine-in, so it is
 * handed over like dine-in.
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
    Object.freeze({ to: "out", sellingTypes: byDriver }),
    Object.freeze({ to: "delivered", sellingTypes: onSite }),
  ]),
  out: Object.freeze([Object.freeze({ to: "delivered", sellingTypes: byDriver })]),
  rejected: Object.freeze([]),
  delivered: Object.freeze([]),
  cancelled: Object.freeze([]),
});
