import { assert } from "../shared/assert.js";
import { REVIEW_INVARIANT } from "./invariants.js";

/** Basis points in one percent. */
const basisPointsPerPercent = 100;

/**
 * A rate in basis points as a percentage for people, with no more digits than it has and no
 * floating point: `formatRate(500) === "5 %"`, `formatRate(1250) === "12.5 %"`,
 * `formatRate(333) === "3.33 %"`.
 */
export function formatRate(basisPoints: number): string {
  assert(Number.isSafeInteger(basisPoints) && basisPoints >= 0, REVIEW_INVARIANT.NOT_A_RATE);
  const whole = Math.floor(basisPoints / basisPointsPerPercent);
  const hundredths = basisPoints % basisPointsPerPercent;
  if (hundredths === 0) return `${whole} %`;
  const fraction = String(hundredths).padStart(2, "0").replace(/0$/, "");
  return `${whole}.${fraction} %`;
}
