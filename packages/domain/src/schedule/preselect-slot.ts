import { DateTime } from "luxon";
import { advanceToMinutes } from "./advance-to-minutes.js";
import { parseShiftTime } from "./parse-shift-time.js";
import type {
  ScheduleDay,
  ScheduledOrders,
  ScheduleSelection,
  TodayShifts,
} from "./shift-shapes.js";
import type { BusinessTime } from "./time-types.js";

/**
 * Chooses the slot a "later" order starts with (spec section 4, "Schedule type": "the first slot
 * after the opening time plus the minimum advance is preselected (the second slot if available,
 * else the first). If no slot exists, the selection is cleared"). The opening time is today's
 * `opens_at` when it is still ahead, else now; the slots counted are those starting at or after
 * the opening time plus the minimum advance, across all days.
 * `preselectSlot({ days, today, now, scheduledOrders })` is `{ type: "later", date: "2026-11-22", slot }`.
 */
export function preselectSlot(request: {
  /** The output of `generateSlots`. */
  days: readonly ScheduleDay[];
  today: TodayShifts;
  now: BusinessTime;
  scheduledOrders?: Pick<ScheduledOrders, "min_advance"> | null | undefined;
}): ScheduleSelection {
  const { days, now } = request;
  const minimumAdvance = request.scheduledOrders?.min_advance
    ? advanceToMinutes(request.scheduledOrders.min_advance)
    : 0;
  const notBefore = openingTime(request.today, now) + minimumAdvance * 60_000;

  let first: ScheduleSelection | undefined;
  for (const day of days) {
    for (const slot of day.slots) {
      if (slot.from.toMillis() < notBefore) continue;
      if (first !== undefined) return { type: "later", date: day.date, slot };
      first = { type: "later", date: day.date, slot };
    }
  }
  return first ?? { type: "later", date: null, slot: null };
}

/** Epoch milliseconds of today's opening in the business's zone, or of now once it has passed. */
function openingTime(today: TodayShifts, now: BusinessTime): number {
  const opening = today.opens_at === null ? undefined : parseShiftTime(today.opens_at);
  if (opening === undefined || !opening.ok) return now.toMillis();
  const minuteOfDay = opening.allDay ? 0 : opening.minuteOfDay;
  const opensAt = DateTime.fromObject(
    {
      year: now.year,
      month: now.month,
      day: now.day,
      hour: Math.floor(minuteOfDay / 60),
      minute: minuteOfDay % 60,
    },
    { zone: now.zone },
  ).toMillis();
  return Math.max(opensAt, now.toMillis());
}
