import { isSellingTypeString } from "./is-selling-type-string.js";
import { sellingTypeStrings, type UnknownSellingType } from "./selling-type.js";
import type { SellingType } from "../selling-types/selling-type-table.js";

/**
 * Maps a selling-type string (a route's `{type}`, a business setting) onto the selling type it
 * orders as (spec section 4): dine_in, dinein, product_service, reserv_dinein and reserv_service map
 * to dine_in; pickup and car_pickup map to car_pickup; delivery stays delivery. The match is exact
 * (no trimming, no case folding); anything else is `UNKNOWN_SELLING_TYPE`.
 * `toSellingType("pickup")` is `{ ok: true, sellingType: "car_pickup" }`.
 */
export function toSellingType(
  text: string,
): { readonly ok: true; readonly sellingType: SellingType } | UnknownSellingType {
  if (!isSellingTypeString(text)) return { ok: false, code: "UNKNOWN_SELLING_TYPE" };
  return { ok: true, sellingType: sellingTypeStrings[text].sellingType };
}
