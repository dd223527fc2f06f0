/** Pricing types, spelled as the spec spells them (section 3: "STARTING_FROM 0, MULTIPLE_OPTIONS 1, PRICE_ON_SELECTION 2, MIN_MAX 3"). */
export const pricingTypes = Object.freeze({
  STARTING_FROM: 0,
  MULTIPLE_OPTIONS: 1,
  PRICE_ON_SELECTION: 2,
  MIN_MAX: 3,
} as const);
