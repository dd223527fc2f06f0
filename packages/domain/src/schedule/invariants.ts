/** Messages of broken scheduling invariants (programmer errors). Business outcomes are returned as data. */
export const SCHEDULE_INVARIANT = {
  UNKNOWN_ADVANCE_SCALE: "An advance scale is min, hour or day",
  ADVANCE_NOT_WHOLE_MINUTES: "An advance is a non-negative whole number of minutes",
  DAYS_NOT_POSITIVE: "Slots are generated for a positive whole number of days",
  SLOT_LENGTH_NOT_POSITIVE: "A slot lasts a positive whole number of minutes",
} as const;
