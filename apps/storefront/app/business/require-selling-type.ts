import { isSellingTypeString, type SellingTypeString } from "@storefront/domain";

/** The check-selling-type guard: the route's `{type}` as a selling-type string, or a thrown 404. */
export function requireSellingType(type: string | undefined): SellingTypeString {
  if (type === undefined || !isSellingTypeString(type)) {
    throw new Response(null, { status: 404, statusText: "Not Found" });
  }
  return type;
}
