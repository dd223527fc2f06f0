import type { SellingTypeString } from "../selling-types/selling-type-table.js";
import { sellingTypeStrings } from "./selling-type.js";

/**
 * Whether a text is one of the selling-type strings (spec section 4), matched exactly: no trimming,
 * no case folding, and never a name every object has.
 * `isSellingTypeString("pickup")` is true; `isSellingTypeString("Pickup")` is false.
 */
export function isSellingTypeString(text: string): text is SellingTypeString {
  return Object.hasOwn(sellingTypeStrings, text);
}
