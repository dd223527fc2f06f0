import type { BusinessTime } from "./time-types.js";

/**
 * The shapes of shifts and scheduled orders as the spec names them (section 3, "Shifts",
 * "Pickup config", "Delivery config"; section 4, "Schedule type"). Times of day are the spec's
 * strings (`HH:mm` or `hh:mm A`, "24" for all day) and are read by `parseShiftTime`.
 */

/** One opening span of a day: `{ from: "09:00", to: "02:00" }` runs past midnight into the next day. */
export interface ShiftSpan {
  readonly from: string;
  readonly to: string;
}

/** Today's state (spec: "today (status open, opens_at, shifts)"). */
export interface TodayShifts {
  /** "open" while the selling type takes orders right now. */
  readonly status: "open" | "closed";
  /** Today's opening time (`HH:mm` or `hh:mm A`), or null when unknown. */
  readonly opens_at: string | null;
  readonly shifts: readonly ShiftSpan[];
}

/** Weekday index as the spec counts it: Monday is 0, Sunday is 6. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The opening spans of another day of the week (spec: "other days (slots with from and to)"). */
export interface OtherDayShifts {
  readonly weekday: Weekday;
  readonly slots: readonly ShiftSpan[];
}

/** The shifts of one selling type (the answer of `GET webapp/v5/shifts/{referenceId}`). */
export interface Shifts {
  readonly today: TodayShifts;
  readonly other_days: readonly OtherDayShifts[];
}

/** The unit of an advance interval (spec: "a scale of min, hour or day"). */
export type AdvanceScale = "min" | "hour" | "day";

/** An advance as the spec gives it: `{ interval: 2, scale: "hour" }` is 120 minutes. */
export interface AdvanceInterval {
  readonly interval: number;
  readonly scale: AdvanceScale;
}

/** Scheduled orders of a selling type (spec: "scheduled_orders {on, only_schedule, min_advance, max_advance}"). */
export interface ScheduledOrders {
  readonly on: boolean;
  readonly only_schedule: boolean;
  /** Shortest time between now and a slot; none means no advance (the 15-minute margin still applies). */
  readonly min_advance?: AdvanceInterval | null | undefined;
  /** Longest time between now and the end of a slot; none means 168 hours (spec section 9). */
  readonly max_advance?: AdvanceInterval | null | undefined;
}

/** "now" orders for as soon as possible; "later" orders for a chosen slot (spec section 4). */
export type ScheduleType = "now" | "later";

/** A time window a customer can order for, both ends in the business's zone. */
export interface Slot {
  readonly from: BusinessTime;
  readonly to: BusinessTime;
}

/** One day of the schedule: its date in the business's zone (`yyyy-MM-dd`) and its slots in order. */
export interface ScheduleDay {
  readonly date: string;
  readonly slots: readonly Slot[];
}

/** The schedule selection (spec: "Schedule selection: date, slot, type"); date and slot are null when cleared. */
export interface ScheduleSelection {
  readonly type: ScheduleType;
  readonly date: string | null;
  readonly slot: Slot | null;
}
