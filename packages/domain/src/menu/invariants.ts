/** Messages of broken invariants of the menu rules (programmer errors). */
export const MENU_INVARIANT = {
  SEED_NOT_INTEGER: "A shuffle seed is an integer",
  SEED_REQUIRED: "A randomized category order needs a seed",
  NOT_A_WEEK: "Weekly hours have one entry per weekday, Monday (0) to Sunday (6)",
} as const;
