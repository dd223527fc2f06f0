import { minutes } from "./time-types.js";

/** The margin every slot keeps after now plus the minimum advance (spec section 5: "plus 15 minutes"). */
export const schedulingMargin = minutes(15);

/** How far ahead a slot may end when max_advance is not set (spec section 9: "default 168 (hours)"). */
export const defaultMaximumAdvance = minutes(168 * 60);

/** The length of one slot unless the caller names another (a decision; the spec is silent). */
export const defaultSlotLength = minutes(30);
