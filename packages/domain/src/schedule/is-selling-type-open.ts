import { mayAsk } from "../selling-types/selling-type-rules.js";
import type { SellingType } from "../selling-types/selling-type-table.js";
import type { Shifts } from "./shift-shapes.js";

/**
 * Tells whether a selling type is open now (spec section 4, "Shop open state": "a selling type is
 * open if shifts are not loaded or its status is open; delivery with shipping is always open").
 * `isSellingTypeOpen({ sellingType: "delivery", shifts: undefined })` is true.
 */
export function isSellingTypeOpen(state: {
  sellingType: SellingType;
  /** The selling type's shifts, or null or undefined while they are not loaded. */
  shifts: Shifts | null | undefined;
  /** The delivery is a shipping order (to another country). */
  shipping?: boolean | undefined;
}): boolean {
  if (state.shipping === true && mayAsk(state.sellingType, "place")) return true;
  return state.shifts == null || state.shifts.today.status === "open";
}
