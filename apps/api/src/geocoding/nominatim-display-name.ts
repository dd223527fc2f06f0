/** The parts of a Nominatim `address` the storefront names a place by (spec 7). */
export interface NominatimAddress {
  readonly building?: string;
  readonly road?: string;
  readonly neighbourhood?: string;
  readonly suburb?: string;
  readonly district?: string;
  readonly quarter?: string;
  readonly city?: string;
  readonly state?: string;
}

/**
 * Spec section 7: "The reverse result builds a display name from building, road, neighbourhood,
 * suburb, district, quarter and city or state", joined with the language's separator (", ", the
 * Arabic comma in Arabic), empty parts skipped. The state stands in only when there is no city.
 * `nominatimDisplayName({ road: "Baghdad Street", suburb: "Salmiya", state: "Hawalli Governorate" })`
 * is `"Baghdad Street, Salmiya, Hawalli Governorate"`
 */
export function nominatimDisplayName(address: NominatimAddress, separator = ", "): string {
  const city = address.city?.trim() ? address.city : address.state;
  return [
    address.building,
    address.road,
    address.neighbourhood,
    address.suburb,
    address.district,
    address.quarter,
    city,
  ]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(separator);
}
