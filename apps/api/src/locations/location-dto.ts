import { addressFieldNames, type LocationBody, type SavedLocation } from "@storefront/api-client";
import type { LocationFields } from "../db/schema/locations.js";
import type { savedLocations } from "../db/schema/index.js";

type LocationRow = typeof savedLocations.$inferSelect;

/** The address form's fields of a request body, blank ones left out. */
export function locationFields(body: LocationBody): LocationFields {
  const fields: LocationFields = {};
  for (const name of addressFieldNames) {
    const value = body[name]?.trim();
    if (value) fields[name] = value;
  }
  return fields;
}

/** The columns a request body writes: the place, its area, the address and the contact phone. */
export function locationColumns(body: LocationBody, areaId: LocationRow["areaId"]) {
  return {
    title: body.title,
    lat: body.lat,
    lng: body.lng,
    areaId,
    addressType: body.type,
    fields: locationFields(body),
    contactPhone: body.contact_phone ?? null,
  };
}

/** A stored location as the contract answers it. */
export function toSavedLocation(row: LocationRow): SavedLocation {
  const fields: LocationFields = {};
  for (const name of addressFieldNames) {
    const value = row.fields[name];
    if (typeof value === "string" && value !== "") fields[name] = value;
  }
  return {
    id: row.id,
    title: row.title,
    area_id: row.areaId,
    lat: row.lat,
    lng: row.lng,
    type: row.addressType === 0 ? 0 : row.addressType === 2 ? 2 : 1,
    ...fields,
    contact_phone: row.contactPhone,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}
