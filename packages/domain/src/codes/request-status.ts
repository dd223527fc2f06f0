/** Request statuses (spec section 4: "pending 0, accepted 1, rejected 2, completed 3"). */
export const requestStatuses = Object.freeze({
  pending: 0,
  accepted: 1,
  rejected: 2,
  completed: 3,
} as const);
