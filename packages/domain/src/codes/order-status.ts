/**
 * Order statuses (spec section 4: "pending 0, accepted 1, rejected 2, ready 3, out 4, delivered 5,
 * cancelled 9, scheduled 10"). Allowed transitions are not shown in the spec, so none are encoded.
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
