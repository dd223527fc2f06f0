import { DateTime, type Zone } from "luxon";
import { assert } from "../shared/assert.js";
import { advanceToMinutes } from "./advance-to-minutes.js";
import { SCHEDULE_INVARIANT } from "./invariants.js";
import { parseShiftTime } from "./parse-shift-time.js";
import { defaultMaximumAdvance, defaultSlotLength, schedulingMargin } from "./schedule-defaults.js";
import type { ScheduleDay, ScheduledOrders, Shifts, ShiftSpan, Slot } from "./shift-shapes.js";
import type { BusinessTime, Minutes, MinuteOfDay } from "./time-types.js";

const millisPerMinute = 60_000;

/** A shift placed on the time line: epoch milliseconds, start inclusive, end exclusive. */
interface ShiftInterval {
  readonly start: number;
  readonly end: number;
}

/**
 * Lists the slots a customer can order for, day by day, in the business's zone (the zone of `now`).
 * Today uses `shifts.today.shifts`, every other day the `other_days` entry of its weekday, and
 * yesterday's shifts that run past midnight still offer their slots after midnight.
 *
 * Rules (spec sections 5 and 9): a slot starts at or after now + the minimum advance + 15 minutes,
 * ends at or before the maximum date (now + max_advance, else now + 168 hours), and lies inside one
 * shift. A shift starting at "24" is open all day; a shift whose end is not after its start runs
 * into the next day. Slots last `slotLength` (30 minutes unless named) and follow one another
 * from the shift's opening time; a shorter remainder at a shift's end is not offered. Shift times
 * are wall-clock times of their day, so a day that changes to or from daylight-saving time has one
 * hour fewer or more of slots. Days without a slot are left out; an unreadable shift is ignored.
 *
 * `generateSlots({ shifts, scheduledOrders, now, days: 7 })` lists the next 7 days' slots.
 */
export function generateSlots(request: {
  shifts: Shifts;
  scheduledOrders?: Pick<ScheduledOrders, "min_advance" | "max_advance"> | null | undefined;
  now: BusinessTime;
  /** How many days to cover, today included. */
  days: number;
  slotLength?: Minutes | undefined;
}): ScheduleDay[] {
  const { shifts, now, days } = request;
  const slotLength = request.slotLength ?? defaultSlotLength;
  assert(Number.isSafeInteger(days) && days >= 1, SCHEDULE_INVARIANT.DAYS_NOT_POSITIVE);
  assert(
    Number.isSafeInteger(slotLength) && slotLength >= 1,
    SCHEDULE_INVARIANT.SLOT_LENGTH_NOT_POSITIVE,
  );

  const minimumAdvance = request.scheduledOrders?.min_advance
    ? advanceToMinutes(request.scheduledOrders.min_advance)
    : 0;
  const maximumAdvance = request.scheduledOrders?.max_advance
    ? advanceToMinutes(request.scheduledOrders.max_advance)
    : defaultMaximumAdvance;
  const nowMillis = now.toMillis();
  const earliestStart = nowMillis + (minimumAdvance + schedulingMargin) * millisPerMinute;
  const latestEnd = nowMillis + maximumAdvance * millisPerMinute;
  const slotMillis = slotLength * millisPerMinute;
  const zone = now.zone;

  // Days that begin after the maximum date cannot hold a slot; 2 days of slack cover short DST days.
  const coveredDays = Math.min(days, Math.ceil(maximumAdvance / 1440) + 2);
  const today = DateTime.utc(now.year, now.month, now.day);
  const dates = Array.from({ length: coveredDays + 2 }, (_, index) =>
    today.plus({ days: index - 1 }),
  );
  const dateAt = (offset: number): DateTime => dates[offset + 1] as DateTime;
  const dayStarts = Array.from({ length: coveredDays + 1 }, (_, offset) =>
    wallClock(dateAt(offset), 0, zone),
  );
  const windowEnd = dayStarts[coveredDays] as number;

  const otherDays = new Map<number, ShiftSpan[]>();
  for (const day of shifts.other_days)
    otherDays.set(day.weekday, [...(otherDays.get(day.weekday) ?? []), ...day.slots]);

  const intervals: ShiftInterval[] = [];
  for (let offset = -1; offset < coveredDays; offset += 1) {
    const date = dateAt(offset);
    const spans = offset === 0 ? shifts.today.shifts : (otherDays.get(date.weekday - 1) ?? []);
    for (const span of spans) {
      const interval = placeShift(date, span, zone);
      if (interval !== undefined && interval.end > earliestStart) intervals.push(interval);
    }
  }
  intervals.sort((first, second) => first.start - second.start || first.end - second.end);

  const scheduleDays: { date: string; slots: Slot[] }[] = [];
  let dayIndex = -1;
  let previousEnd = Number.NEGATIVE_INFINITY;
  let previousTo: BusinessTime | undefined;
  for (const interval of intervals) {
    const lastEnd = Math.min(interval.end, latestEnd);
    // Slots follow one another from the shift's opening; skip straight to the first one allowed.
    const notBefore = Math.max(earliestStart, previousEnd, interval.start);
    let start = interval.start + Math.ceil((notBefore - interval.start) / slotMillis) * slotMillis;
    for (; start + slotMillis <= lastEnd && start < windowEnd; start += slotMillis) {
      while (start >= (dayStarts[dayIndex + 1] as number)) {
        dayIndex += 1;
        scheduleDays.push({ date: dateAt(dayIndex).toISODate() as string, slots: [] });
      }
      const from =
        start === previousEnd && previousTo !== undefined ? previousTo : atInstant(start, zone);
      const to = atInstant(start + slotMillis, zone);
      (scheduleDays[scheduleDays.length - 1] as { slots: Slot[] }).slots.push({ from, to });
      previousEnd = start + slotMillis;
      previousTo = to;
    }
  }
  return scheduleDays.filter((day) => day.slots.length > 0);
}

/** Places a shift of a calendar date on the time line, or undefined when its times are unreadable. */
function placeShift(date: DateTime, span: ShiftSpan, zone: Zone): ShiftInterval | undefined {
  const opening = parseShiftTime(span.from);
  if (!opening.ok) return undefined;
  if (opening.allDay)
    return { start: wallClock(date, 0, zone), end: wallClock(date.plus({ days: 1 }), 0, zone) };
  const closing = parseShiftTime(span.to);
  if (!closing.ok) return undefined;
  // "24" as a closing time reads as minute 0, so it too ends at the next midnight.
  const closingDate = closing.minuteOfDay <= opening.minuteOfDay ? date.plus({ days: 1 }) : date;
  const start = wallClock(date, opening.minuteOfDay, zone);
  const end = wallClock(closingDate, closing.minuteOfDay, zone);
  return end > start ? { start, end } : undefined;
}

/** The instant a wall-clock time of a calendar date shows in the zone (a time skipped by DST moves forward). */
function wallClock(date: DateTime, minuteOfDay: MinuteOfDay, zone: Zone): number {
  const hour = Math.floor(minuteOfDay / 60);
  const minute = minuteOfDay % 60;
  return DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour, minute },
    { zone },
  ).toMillis();
}

function atInstant(millis: number, zone: Zone): BusinessTime {
  return DateTime.fromMillis(millis, { zone }) as BusinessTime;
}
