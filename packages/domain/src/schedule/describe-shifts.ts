import { isOpenAt } from "../menu/is-open-at.js";
import type { CategoryDay, CategorySchedule } from "../menu/menu-shapes.js";
import { readCategorySchedule } from "../menu/read-category-schedule.js";
import { parseShiftTime } from "./parse-shift-time.js";
import type { OtherDayShifts, ShiftSpan, Shifts, Weekday } from "./shift-shapes.js";
import type { BusinessTime } from "./time-types.js";

/**
 * A branch's weekly opening hours for one selling type, in the same shape as a category's
 * schedule: `days[0]` is Monday; a closed day has no hours; a day without shifts is open all day;
 * a shift whose end is not after its start runs past midnight.
 */
export type OpeningHours = CategorySchedule;

/** The spec's "24": open all day. */
const allDay: ShiftSpan = Object.freeze({ from: "24", to: "24" });

/**
 * The spec's shifts answer for a moment (section 3, "Shifts: today (status open, opens_at,
 * shifts); other days (slots with from and to)"): today is open when the moment falls in a shift,
 * including the after-midnight part of yesterday's; `opens_at` is the next start today when
 * closed, else today's first start, else null; other days are the six that follow, in order.
 * `describeShifts(hours, now).today.status === "open"` exactly when `isOpenAt(readCategorySchedule(hours), now)`.
 */
export function describeShifts(hours: OpeningHours, now: BusinessTime): Shifts {
  const status = isOpenAt(readCategorySchedule(hours), now) ? "open" : "closed";
  const today = (now.weekday - 1) as Weekday;
  const shifts = spansOf(hours.days[today]);
  const minute = now.hour * 60 + now.minute;
  const starts = shifts
    .filter((span) => span !== allDay)
    .map((span) => ({ text: span.from, time: parseShiftTime(span.from) }))
    .flatMap(({ text, time }) => (time.ok && !time.allDay ? [{ text, at: time.minuteOfDay }] : []))
    .sort((a, b) => a.at - b.at);
  const next = status === "closed" ? starts.find((start) => start.at > minute) : undefined;
  const other_days = Array.from({ length: 6 }, (_, offset): OtherDayShifts => {
    const weekday = ((today + offset + 1) % 7) as Weekday;
    return { weekday, slots: spansOf(hours.days[weekday]) };
  });
  return {
    today: { status, opens_at: (next ?? starts[0])?.text ?? null, shifts },
    other_days,
  };
}

/** A day's opening spans as written: none when closed, all day when open without shifts. */
function spansOf(day: CategoryDay | undefined): ShiftSpan[] {
  if (day === undefined) return [allDay];
  if (day.closed) return [];
  if (day.shifts.length === 0) return [allDay];
  return day.shifts.map((shift) => {
    const from = parseShiftTime(shift.time_from);
    return from.ok && from.allDay ? allDay : { from: shift.time_from, to: shift.time_to };
  });
}
