import type { ScheduleChoice, ScheduleContext } from "./checkout-shapes";
import { offeredSlots } from "./offered-slots";
import { preferredScheduleType } from "./preferred-schedule-type";

/**
 * Whether the order may be for the time the customer chose (spec 4, "Schedule type"; spec 5,
 * slots): "now" while the selling type is open and not schedule-only; "later" while scheduled
 * orders are on and the slot is one the shifts offer at the checkout's clock.
 * `isScheduleAllowed(context, { type: "later", slot: null })` is false.
 */
export function isScheduleAllowed(context: ScheduleContext, choice: ScheduleChoice): boolean {
  if (choice.type === "now") return preferredScheduleType(context) === "now";
  if (!context.settings[context.sellingType].scheduled_orders.on || choice.slot === null) {
    return false;
  }
  const from = Date.parse(choice.slot.from);
  const to = Date.parse(choice.slot.to);
  return offeredSlots(context).some((day) =>
    day.slots.some((slot) => slot.from.toMillis() === from && slot.to.toMillis() === to),
  );
}
