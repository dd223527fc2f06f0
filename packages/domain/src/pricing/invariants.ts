/** Messages of broken pricing invariants (programmer errors or corrupt catalogue data). */
export const PRICING_INVARIANT = {
  NOT_AN_AMOUNT: "Prices, fees and balances are non-negative safe integers of minor units",
  NOT_A_COUNT: "A line's count is a positive safe integer",
  NOT_A_MODIFIER_QUANTITY: "A modifier's quantity is a non-negative safe integer",
  NOT_A_RATE: "Tax rates are non-negative safe integers of basis points",
  NOT_A_DISCOUNT: "A discount's value is a non-negative safe integer (basis points or minor units)",
  NOT_A_WEIGHT: "Weights are non-negative safe integers of grams",
  NOT_AN_ITEM_LIMIT: "max_allowed_items is a non-negative safe integer",
  TAX_RATE_CONFLICT: "One tax id has one rate throughout the cart",
  UNKNOWN_PRICING_TYPE: "A pricing type is 0, 1, 2 or 3",
  NO_SUCH_LINE: "A line index is within the cart",
  UNSAFE_AMOUNT: "An amount of the cart is beyond safe integers",
} as const;
