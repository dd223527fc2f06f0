import { DateTime } from "luxon";

declare const minutesUnit: unique symbol;
declare const businessZone: unique symbol;

/** A duration in whole minutes. Made only by `minutes()`, so a bare number cannot pass for one. */
export type Minutes = number & { readonly [minutesUnit]: true };

/** A minute of a day, 0 (00:00) to 1440 (24:00). */
export type MinuteOfDay = number;

/**
 * An instant already placed in the business's time zone (default Asia/Kuwait). Made only by
 * `inBusinessZone`, so neither a Date, an unzoned DateTime nor a number of minutes can pass for one.
 */
export type BusinessTime = DateTime<true> & { readonly [businessZone]: true };

/** The spec's default time zone (section 9). */
export const defaultTimeZone = "Asia/Kuwait";

/** Marks a whole number of minutes: `minutes(90)`. */
export function minutes(count: number): Minutes {
  return count as Minutes;
}

/**
 * Places an instant (a Date, epoch milliseconds or a luxon DateTime) in the business's zone; an
 * unknown zone falls back to Asia/Kuwait.
 * `inBusinessZone(new Date("2026-11-22T06:00:00Z"), "Asia/Kuwait").hour === 9`
 */
export function inBusinessZone(
  instant: Date | number | DateTime,
  zone: string = defaultTimeZone,
): BusinessTime {
  const base =
    instant instanceof DateTime
      ? instant
      : typeof instant === "number"
        ? DateTime.fromMillis(instant)
        : DateTime.fromJSDate(instant);
  const zoned = base.setZone(zone);
  const valid = zoned.isValid ? zoned : base.setZone(defaultTimeZone);
  if (!valid.isValid) throw new Error("An invalid instant cannot be placed in a time zone");
  return valid as BusinessTime;
}
