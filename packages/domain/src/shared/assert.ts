/** Messages of broken invariants (programmer errors). Business outcomes are returned as data. */
export const INVARIANT = {
  NOT_AN_INTEGER: "Money amounts are integer minor units",
  NEGATIVE_DIGITS: "Currency digits are a non-negative integer",
  UNKNOWN_ROUNDING: "Unknown rounding mode",
} as const;

/** Throws when an invariant of the domain is broken. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
