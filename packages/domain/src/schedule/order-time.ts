import type { ScheduleSelection } from "./shift-shapes.js";
import type { BusinessTime } from "./time-types.js";

/**
 * The time an order is placed for (spec section 9: "Order time defaults to now"): the start of the
 * selected slot for a "later" order with a slot, else now.
 * `orderTime({ selection: { type: "now", date: null, slot: null }, now })` is `now`.
 */
export function orderTime(request: {
  selection?: ScheduleSelection | null | undefined;
  now: BusinessTime;
}): BusinessTime {
  const { selection, now } = request;
  return selection?.type === "later" && selection.slot !== null ? selection.slot.from : now;
}
