import type { CategoryBranch } from "./menu-shapes.js";
import { parseBranchAvailability } from "./parse-branch-availability.js";
import { placeShift } from "./place-shift.js";
import {
  alwaysOpen,
  daysPerWeek,
  neverOpen,
  type OpenStretch,
  type WeeklyHours,
} from "./weekly-hours.js";

/**
 * Reads a category's branch settings into weekly hours (spec section 3: branch "available (a JSON
 * string with status, from, to) and visible"): not visible or status off is never open; status on
 * with both from and to is open every day from `from` to `to` (read like a shift: "24" all day,
 * crossing midnight allowed); status on without a window is always open. No branch, and settings
 * that cannot be read, restrict nothing: only an explicit "off" hides.
 * `readBranchHours({ visible: true, available: '{"status":0}' })` is never open.
 */
export function readBranchHours(branch: CategoryBranch | null | undefined): WeeklyHours {
  if (branch === null || branch === undefined) return alwaysOpen;
  if (!branch.visible) return neverOpen;
  const availability = parseBranchAvailability(branch.available);
  // Only an explicit switch-off hides: a garbled string must not empty a menu.
  if (!availability.ok) return alwaysOpen;
  if (!availability.status) return neverOpen;
  const { from, to } = availability;
  if (from === undefined || to === undefined) return alwaysOpen;
  const week: OpenStretch[][] = Array.from({ length: daysPerWeek }, () => []);
  for (let weekday = 0; weekday < daysPerWeek; weekday += 1) {
    const placed = placeShift(weekday, { time_from: from, time_to: to });
    if (placed.length === 0) return alwaysOpen;
    for (const { weekday: placedDay, stretch } of placed) week[placedDay]?.push(stretch);
  }
  return week;
}
