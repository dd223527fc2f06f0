import { preselectSlot } from "@storefront/domain";
import { checkoutClock } from "./checkout-clock";
import type { ScheduleChoice, ScheduleContext } from "./checkout-shapes";
import { offeredSlots } from "./offered-slots";
import { preferredScheduleType } from "./preferred-schedule-type";

/**
 * The schedule the details form starts with (spec 4, "Schedule type"): "now" when open and not
 * schedule-only; otherwise "later" with the domain's preselected slot (the second slot after the
 * opening time plus the minimum advance, else the first), or no slot when none exists.
 * `initialSchedule(closedContext)` is `{ type: "later", slot: { from: "2026-11-23T17:00:00.000+03:00" } }`.
 */
export function initialSchedule(context: ScheduleContext): ScheduleChoice {
  if (preferredScheduleType(context) === "now") return { type: "now" };
  if (context.shifts === null) return { type: "later", slot: null };
  const { slot } = preselectSlot({
    days: offeredSlots(context),
    today: context.shifts.today,
    now: checkoutClock(context),
    scheduledOrders: context.settings[context.sellingType].scheduled_orders,
  });
  return { type: "later", slot: slot && { from: slot.from.toISO() } };
}
