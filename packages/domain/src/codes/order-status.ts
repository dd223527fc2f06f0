/**
 * Order statuses (spec section 4: "pending 0, accepted 1, rejected 2, ready 3, out 4, delivered 5,
 * cancelled 9, scheduled 10"). The spec does not show the allowed transitions; they are decided in
 * docs/decisions/014-order-status-transitions.md and encoded in `src/orders`.
 */
export const orderStatuses = Object.freeze({
  pending: 0,
  accepted: 1,
  rejected: 2,
  ready: 3,
  out: 4,
  delivered: 5,
  cancelled: 9,
  scheduled: 10,
} as const);
