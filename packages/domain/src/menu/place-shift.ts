import { parseShiftTime } from "../schedule/parse-shift-time.js";
import type { CategoryShift } from "./menu-shapes.js";
import { daysPerWeek, minutesPerDay, type OpenStretch } from "./weekly-hours.js";

/** An open stretch placed on a weekday (0 Monday to 6 Sunday). */
export interface PlacedStretch {
  readonly weekday: number;
  readonly stretch: OpenStretch;
}

/**
 * Places one shift of a weekday on the week (spec section 5): a shift starting at "24" is the
 * whole day; a time_to of "24" ends at midnight; a shift whose time_to is not after its time_from
 * crosses midnight, and its part after midnight belongs to the next weekday (Sunday's goes to
 * Monday). A shift whose times cannot be read places nothing.
 * `placeShift(0, { time_from: "22:00", time_to: "02:00" })` is Monday 22:00-24:00 and Tuesday 00:00-02:00.
 */
export function placeShift(weekday: number, shift: CategoryShift): readonly PlacedStretch[] {
  const from = parseShiftTime(shift.time_from);
  if (!from.ok) return [];
  if (from.allDay) return [{ weekday, stretch: { start: 0, end: minutesPerDay } }];
  const to = parseShiftTime(shift.time_to);
  if (!to.ok) return [];
  const start = from.minuteOfDay;
  const end = to.allDay ? minutesPerDay : to.minuteOfDay;
  if (end > start) return [{ weekday, stretch: { start, end } }];
  const tonight: PlacedStretch = { weekday, stretch: { start, end: minutesPerDay } };
  if (end === 0) return [tonight];
  return [tonight, { weekday: (weekday + 1) % daysPerWeek, stretch: { start: 0, end } }];
}
