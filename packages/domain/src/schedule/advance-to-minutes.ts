import { assert } from "../shared/assert.js";
import { SCHEDULE_INVARIANT } from "./invariants.js";
import type { AdvanceInterval } from "./shift-shapes.js";
import { type Minutes, minutes } from "./time-types.js";

const minutesPerScale: ReadonlyMap<string, number> = new Map([
  ["min", 1],
  ["hour", 60],
  ["day", 1440],
]);

/**
 * Converts a scheduled advance to minutes (spec section 9: "Scheduled advance intervals convert to
 * minutes (hour 60, day 1440)"). `advanceToMinutes({ interval: 2, scale: "hour" })` is 120.
 */
export function advanceToMinutes(advance: AdvanceInterval): Minutes {
  const perUnit = minutesPerScale.get(advance.scale);
  assert(perUnit !== undefined, SCHEDULE_INVARIANT.UNKNOWN_ADVANCE_SCALE);
  const total = advance.interval * perUnit;
  assert(Number.isSafeInteger(total) && total >= 0, SCHEDULE_INVARIANT.ADVANCE_NOT_WHOLE_MINUTES);
  return minutes(total);
}
