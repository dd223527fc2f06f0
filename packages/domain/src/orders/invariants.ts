/** Messages of broken order-status invariants (programmer errors). Refused moves are returned as data. */
export const ORDER_INVARIANT = {
  UNKNOWN_STATUS: "An order status is one of the spec's codes: 0, 1, 2, 3, 4, 5, 9 or 10",
} as const;
