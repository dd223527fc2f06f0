import {
  advanceToMinutes,
  defaultMaximumAdvance,
  generateSlots,
  type ScheduleDay,
} from "@storefront/domain";
import { checkoutClock } from "./checkout-clock";
import type { ScheduleContext } from "./checkout-shapes";

const minutesPerDay = 1440;

/**
 * The slots a "later" order of this checkout may choose, day by day, from the domain's
 * `generateSlots` at the checkout's clock: after now plus the minimum advance plus 15 minutes,
 * up to the maximum advance (spec 5 and 9). None when the shifts did not load.
 * `offeredSlots(context)[0]?.slots[0]?.from.toISO()` is the earliest slot's start.
 */
export function offeredSlots(context: ScheduleContext): ScheduleDay[] {
  if (context.shifts === null) return [];
  const scheduledOrders = context.settings[context.sellingType].scheduled_orders;
  const maximumAdvance = scheduledOrders.max_advance
    ? advanceToMinutes(scheduledOrders.max_advance)
    : defaultMaximumAdvance;
  return generateSlots({
    shifts: context.shifts,
    scheduledOrders,
    now: checkoutClock(context),
    // Today counts as a day, so a maximum advance of one day can end tomorrow.
    days: Math.ceil(maximumAdvance / minutesPerDay) + 1,
  });
}
