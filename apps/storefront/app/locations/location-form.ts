import { latinDigits } from "@storefront/domain";
import type { AddressFieldName, LocationBody, SavedLocation } from "@storefront/api-client";
import type { LatLng } from "../delivery/area-point";
import { addressFieldOrder } from "../delivery/address-field-rules";
import {
  type AddressErrors,
  type AddressFieldSettings,
  postedAddress,
  validateAddress,
} from "../delivery/validate-address";

/** Why the name or the contact phone of a location is refused; the page translates the code. */
export type LocationFormErrorCode = "TITLE_REQUIRED" | "TITLE_TOO_LONG" | "PHONE" | "PLACE";

export interface LocationFormErrors {
  title?: LocationFormErrorCode;
  contactPhone?: LocationFormErrorCode;
  place?: LocationFormErrorCode;
  address?: AddressErrors;
}

export type LocationFormResult =
  { ok: true; body: LocationBody } | { ok: false; errors: LocationFormErrors };

/** The longest name a location may have (the contract's `title`). */
export const maxLocationTitle = 60;

/**
 * The location form of `/{referenceId}/locations` read and checked (the same address rules as the
 * delivery form, `validateAddress`): a name, where it is (`place`: an area's id, or "keep" for the
 * point the location already has), an optional contact phone and the address fields the business
 * switched on. `pointOf` answers an area's point, null for one this branch does not deliver to.
 * `readLocationForm(form, fields, (id) => areaPoints.get(id) ?? null, null)`
 */
export function readLocationForm(
  form: FormData,
  fields: AddressFieldSettings,
  pointOf: (areaId: number) => LatLng | null,
  kept: LatLng | null,
): LocationFormResult {
  const errors: LocationFormErrors = {};
  const title = String(form.get("title") ?? "").trim();
  if (title === "") errors.title = "TITLE_REQUIRED";
  else if ([...title].length > maxLocationTitle) errors.title = "TITLE_TOO_LONG";

  const phone = latinDigits(String(form.get("contact_phone") ?? "")).replace(/[\s()-]/g, "");
  if (phone !== "" && !/^\+?\d{6,15}$/.test(phone)) errors.contactPhone = "PHONE";

  const place = String(form.get("place") ?? "");
  const areaId = /^[1-9]\d{0,9}$/.test(place) ? Number(place) : null;
  const point = place === "keep" ? kept : areaId === null ? null : pointOf(areaId);
  if (!point) errors.place = "PLACE";

  const address = validateAddress(postedAddress(form), fields);
  if (!address.ok) errors.address = address.errors;

  if (!address.ok || !point || Object.keys(errors).length > 0) return { ok: false, errors };
  const body: LocationBody = { title, lat: point.lat, lng: point.lng, ...address.address };
  if (phone !== "") body.contact_phone = phone;
  return { ok: true, body };
}

/** The address fields of a saved location, as the form shows them. */
export function locationValues(
  location: Pick<SavedLocation, AddressFieldName>,
): Partial<Record<AddressFieldName, string>> {
  const values: Partial<Record<AddressFieldName, string>> = {};
  for (const name of addressFieldOrder) {
    const value = location[name];
    if (value) values[name] = value;
  }
  return values;
}
