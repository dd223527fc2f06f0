/** Messages of broken invariants in zones (programmer errors). Outcomes are returned as data. */
export const ZONE_INVARIANT = {
  POINT_NOT_FINITE: "A location's longitude and latitude are finite numbers",
  AMOUNT_NOT_AN_INTEGER: "Zone fees and minimum orders are integer minor units",
} as const;
