/**
 * Dates and times for the staff, in the business's time zone and Latin digits (as the storefront
 * prints them, ADR 045): one place for each.
 */

/** A time of day, 24-hour: `formatTime("2026-11-28T16:30:00Z", "en", "Asia/Kuwait") === "19:30"` */
export function formatTime(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    numberingSystem: "latn",
  }).format(new Date(iso));
}

/** A day and a time, for a slot that may not be today: "Sat 28 Nov, 13:00". */
export function formatDayTime(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    numberingSystem: "latn",
  }).format(new Date(iso));
}

/** A calendar day in words: "Saturday 28 November 2026". */
export function formatDay(isoDay: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** Whole minutes from `since` to `now`, never negative. */
export function minutesSince(since: string, now: string): number {
  return Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000));
}

/**
 * The calendar day (YYYY-MM-DD) it is in a time zone at an instant.
 * `todayIn("Asia/Kuwait", new Date("2026-11-28T22:30:00Z")) === "2026-11-29"`
 */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone,
  }).format(now);
}

/** How long ago an order was placed, as the board words it. */
export type Age =
  | { readonly key: "board.minutesAgo"; readonly minutes: number }
  | { readonly key: "board.hoursAgo"; readonly hours: number; readonly minutes: number }
  | { readonly key: "board.placedOn" };

/**
 * Minutes under an hour, hours and minutes under a day, else the day and time it was placed.
 * `ageOf(75)` → `{ key: "board.hoursAgo", hours: 1, minutes: 15 }`
 */
export function ageOf(minutes: number): Age {
  if (minutes < 60) return { key: "board.minutesAgo", minutes };
  if (minutes < 24 * 60) {
    return { key: "board.hoursAgo", hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  }
  return { key: "board.placedOn" };
}
