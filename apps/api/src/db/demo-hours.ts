import type { OpeningHours } from "@storefront/domain";

type Day = OpeningHours["days"][number];

/** A day open from `from` to `to` (past midnight when `to` is earlier). */
export const open = (from: string, to: string): Day => ({
  closed: false,
  shifts: [{ time_from: from, time_to: to }],
});

export const closed: Day = { closed: true, shifts: [] };

/** A week whose days are all `day`, with some weekdays (Monday 0 … Sunday 6) set apart. */
export function week(
  day: Day,
  except: Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, Day>> = {},
): OpeningHours {
  return { days: Array.from({ length: 7 }, (_, weekday) => except[weekday as 0] ?? day) };
}
