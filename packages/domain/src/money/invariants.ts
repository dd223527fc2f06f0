/** Messages of broken money invariants (programmer errors, thrown through `assert`). */
export const MONEY_INVARIANT = {
  CURRENCY_MISMATCH: "Money of different currencies cannot be combined",
  NOT_A_COUNT: "A count is a safe integer",
  NOT_A_RATIO:
    "An amount and a ratio's numerator are safe integers, and its denominator a positive safe integer",
  NOT_A_RATE: "A rate is a safe integer of basis points",
  BAD_ALLOCATION_RATIOS: "Allocation ratios are non-negative safe integers with a positive sum",
  NO_AMOUNTS: "At least one amount is needed",
  UNSAFE_RESULT: "The result is beyond safe integers",
} as const;
