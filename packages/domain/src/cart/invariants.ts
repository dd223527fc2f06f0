/** Messages of broken invariants in the cart (programmer errors). Outcomes are returned as data. */
export const CART_INVARIANT = {
  COUNT_NOT_AN_INTEGER: "A count is a whole number",
  STEP_NOT_POSITIVE: "A count is raised, lowered or added by a whole number of at least 1",
  LIMITS_NOT_POSITIVE: "A price label's minimum and maximum are whole numbers of at least 1",
  MINIMUM_ABOVE_MAXIMUM: "A price label's minimum is not above its maximum",
  ITEM_WITHOUT_PRICE: "An item has at least one price label",
} as const;
