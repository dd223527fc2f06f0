import { isSellingTypeString } from "./is-selling-type-string.js";
import { sellingTypeStrings, type UnknownSellingType } from "./selling-type.js";
import type { MenuItemType } from "../selling-types/selling-type-table.js";

/**
 * Gives the menu item type a selling-type string filters the menu on (spec section 4: "Reservation
 * types map to the reservation item category"): reserv_dinein and reserv_service give
 * `reservation`; every other known string gives its selling type. Unknown strings are
 * `UNKNOWN_SELLING_TYPE`, exactly as `toSellingType` says.
 * `toMenuItemType("reserv_dinein")` is `{ ok: true, itemType: "reservation" }`.
 */
export function toMenuItemType(
  text: string,
): { readonly ok: true; readonly itemType: MenuItemType } | UnknownSellingType {
  if (!isSellingTypeString(text)) return { ok: false, code: "UNKNOWN_SELLING_TYPE" };
  return { ok: true, itemType: sellingTypeStrings[text].itemType };
}
