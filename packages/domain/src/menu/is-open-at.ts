import { assert } from "../shared/assert.js";
import type { BusinessTime } from "../schedule/time-types.js";
import { MENU_INVARIANT } from "./invariants.js";
import { daysPerWeek, type WeeklyHours } from "./weekly-hours.js";

/**
 * Whether weekly hours are open at a moment of the business's own clock: its weekday (Monday is 0)
 * and its minute of the day fall in an open stretch, start included, end excluded.
 * `isOpenAt(readCategorySchedule(breakfast), now)` is false at 11:00 when breakfast runs 06:00 to 11:00.
 */
export function isOpenAt(hours: WeeklyHours, now: BusinessTime): boolean {
  assert(hours.length === daysPerWeek, MENU_INVARIANT.NOT_A_WEEK);
  const minute = now.hour * 60 + now.minute;
  const stretches = hours[now.weekday - 1] ?? [];
  return stretches.some((stretch) => stretch.start <= minute && minute < stretch.end);
}
