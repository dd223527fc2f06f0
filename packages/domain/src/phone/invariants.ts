/** Messages of broken invariants in phone rules (programmer errors). Outcomes are returned as data. */
export const PHONE_INVARIANT = {
  POSSIBLE_BUT_UNPARSED: "A phone number of a possible length parses",
} as const;
