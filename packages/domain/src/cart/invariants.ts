/** Messages of broken invariants in the cart (programmer errors). Outcomes are returned as data. */
export const CART_INVARIANT = {
  LIMITS_NOT_POSITIVE: "A price label's minimum and maximum are whole numbers of at least 1",
  MINIMUM_ABOVE_MAXIMUM: "A price label's minimum is not above its maximum",
  ITEM_WITHOUT_PRICE: "An item has at least one price label",
  COUNT_NOT_AN_INTEGER: "A count changes by a whole number",
} as const;
