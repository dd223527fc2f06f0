import type { ScheduledOrders, ScheduleType } from "./shift-shapes.js";

/**
 * Chooses between ordering now and ordering for later (spec section 4, "Schedule type": "now" when
 * open and not schedule-only; "later" when closed or schedule-only). Schedule-only counts only
 * while scheduled orders are on.
 * `chooseScheduleType({ open: true, scheduledOrders: { on: true, only_schedule: true } })` is "later".
 */
export function chooseScheduleType(state: {
  /** The result of `isSellingTypeOpen`. */
  open: boolean;
  scheduledOrders?: ScheduledOrders | null | undefined;
}): ScheduleType {
  const scheduleOnly = state.scheduledOrders?.on === true && state.scheduledOrders.only_schedule;
  return state.open && !scheduleOnly ? "now" : "later";
}
