import type { MinuteOfDay } from "../schedule/time-types.js";

/** A stretch of one weekday, from `start` (included) to `end` (excluded), in minutes of the day (0 to 1440). */
export interface OpenStretch {
  readonly start: MinuteOfDay;
  readonly end: MinuteOfDay;
}

/**
 * When something is open during a week: seven entries, the open stretches of Monday (0) to
 * Sunday (6), with the part of a shift after midnight already moved to the next weekday. Read once
 * per call from a schedule, then asked with `isOpenAt`.
 */
export type WeeklyHours = readonly (readonly OpenStretch[])[];

/** Minutes in a day: the end of an all-day stretch. */
export const minutesPerDay = 1440;

/** Days in a week, Monday (0) to Sunday (6). */
export const daysPerWeek = 7;

const wholeDay: readonly OpenStretch[] = Object.freeze([
  Object.freeze({ start: 0, end: minutesPerDay }),
]);
const noStretch: readonly OpenStretch[] = Object.freeze([]);

/** Open at every minute of the week: what nothing restricts. */
export const alwaysOpen: WeeklyHours = Object.freeze(
  Array.from({ length: daysPerWeek }, () => wholeDay),
);

/** Never open: what is hidden or switched off. */
export const neverOpen: WeeklyHours = Object.freeze(
  Array.from({ length: daysPerWeek }, () => noStretch),
);
