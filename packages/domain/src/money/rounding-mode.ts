/**
 * How a division that does not land on a whole minor unit is rounded (dinero.js v2's names):
 * `up` and `down` go towards plus and minus infinity; the `half*` modes round to the nearest unit
 * and break an exact half as their name says (`halfEven` is banker's rounding).
 */
export type RoundingMode =
  | "up"
  | "down"
  | "halfUp"
  | "halfDown"
  | "halfEven"
  | "halfOdd"
  | "halfTowardsZero"
  | "halfAwayFromZero";

/** Every rounding mode, for tests and for reading a mode from configuration. */
export const roundingModes: readonly RoundingMode[] = Object.freeze([
  "up",
  "down",
  "halfUp",
  "halfDown",
  "halfEven",
  "halfOdd",
  "halfTowardsZero",
  "halfAwayFromZero",
]);
