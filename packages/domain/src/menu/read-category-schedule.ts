import type { CategorySchedule } from "./menu-shapes.js";
import { placeShift } from "./place-shift.js";
import {
  alwaysOpen,
  daysPerWeek,
  minutesPerDay,
  type OpenStretch,
  type WeeklyHours,
} from "./weekly-hours.js";

/**
 * Reads a category's `available` weekday schedule into weekly hours (spec sections 3 and 5): index 0
 * is Monday; a closed day opens only for the after-midnight part of the previous day's shift; a day
 * that is not closed is open during its shifts, or all day when it has none. A pinned category
 * (`pin_schedule`), a missing schedule and a missing day restrict nothing. Unreadable shifts are
 * skipped, and a day left with no readable shift counts as having none.
 * `readCategorySchedule({ days: [{ closed: true, shifts: [] }] })[0]` is `[]`: closed on Mondays.
 */
export function readCategorySchedule(available: CategorySchedule | null | undefined): WeeklyHours {
  if (available === null || available === undefined || available.pin_schedule === true)
    return alwaysOpen;
  const week: OpenStretch[][] = Array.from({ length: daysPerWeek }, () => []);
  for (let weekday = 0; weekday < daysPerWeek; weekday += 1) {
    const day = available.days[weekday];
    if (day?.closed === true) continue;
    const placed = (day?.shifts ?? []).flatMap((shift) => placeShift(weekday, shift));
    if (placed.length === 0) week[weekday]?.push({ start: 0, end: minutesPerDay });
    for (const { weekday: placedDay, stretch } of placed) week[placedDay]?.push(stretch);
  }
  return week;
}
