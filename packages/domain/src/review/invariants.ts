/** Messages of broken invariants of the review formatting (programmer errors). */
export const REVIEW_INVARIANT = {
  NOT_A_RATE: "A rate is a non-negative safe integer of basis points",
} as const;
