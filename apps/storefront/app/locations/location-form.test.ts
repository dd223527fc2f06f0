import {
  type AddressFieldSetting,
  defaultCheckoutSettings,
  locationBodySchema,
  type SavedLocation,
} from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import type { AddressFieldSettings } from "../delivery/validate-address";
import { deliveryLocationBody, isSavedDelivery, locationDelivery } from "./location-delivery";
import { locationValues, readLocationForm } from "./location-form";

const on = (required = false): AddressFieldSetting => ({
  ...defaultCheckoutSettings.delivery.fields.block,
  on: true,
  required,
});
const fields: AddressFieldSettings = {
  ...defaultCheckoutSettings.delivery.fields,
  block: on(true),
  street: on(true),
  house_number: on(),
  paci: on(),
};
const salmiya = { lat: 29.3375, lng: 48.0755 };
const pointOf = (areaId: number) => (areaId === 7 ? salmiya : null);

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}
const filled = { title: " Home ", place: "7", type: "1", block: "3", street: "Baghdad" };

describe("the location form", () => {
  it("reads a name, an area's point and the address into a body the contract accepts", () => {
    const result = readLocationForm(form(filled), fields, pointOf, null);
    expect(result).toEqual({
      ok: true,
      body: { title: "Home", ...salmiya, type: 1, block: "3", street: "Baghdad" },
    });
    if (result.ok) expect(locationBodySchema.safeParse(result.body).success).toBe(true);
  });

  it("keeps the point a location has when asked to, and reads a contact phone in any digits", () => {
    const kept = { lat: 29.3, lng: 48.0 };
    const result = readLocationForm(
      form({ ...filled, place: "keep", contact_phone: "+965 ٥٥٠٠ 1234" }),
      fields,
      pointOf,
      kept,
    );
    expect(result.ok && result.body).toMatchObject({ ...kept, contact_phone: "+96555001234" });
  });

  it("refuses a blank or long name, an area this branch does not deliver to, a bad phone and the address's own faults", () => {
    const result = readLocationForm(
      form({ title: "x".repeat(61), place: "8", type: "1", contact_phone: "call me" }),
      fields,
      pointOf,
      null,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: "TITLE_TOO_LONG",
      place: "PLACE",
      contactPhone: "PHONE",
      address: { block: { code: "REQUIRED" }, street: { code: "REQUIRED" } },
    });
    const blank = readLocationForm(form({ ...filled, title: "  " }), fields, pointOf, null);
    expect(!blank.ok && blank.errors.title).toBe("TITLE_REQUIRED");
    const keepless = readLocationForm(form({ ...filled, place: "keep" }), fields, pointOf, null);
    expect(!keepless.ok && keepless.errors.place).toBe("PLACE");
  });
});

/** Home's address lines, the ones a house in Salmiya is asked for. */
const homeAddress = { block: "10", street: "Salem Al Mubarak", house_number: "14" };

const home: SavedLocation = {
  id: 4,
  title: "Home",
  area_id: 7,
  ...salmiya,
  type: 1,
  ...homeAddress,
  contact_phone: null,
  is_default: true,
  created_at: "2026-02-01T09:00:00.000Z",
};

describe("a saved location and the cart's delivery", () => {
  it("becomes the cart's delivery with its area, point and address, nothing else", () => {
    expect(locationDelivery(home)).toEqual({ area_id: 7, ...salmiya, type: 1, ...homeAddress });
    expect(locationValues(home)).toEqual(homeAddress);
  });

  it("is known by its point, and the cart's delivery saves as a body without its area", () => {
    const delivery = locationDelivery(home);
    expect(isSavedDelivery(delivery, [home])).toBe(true);
    expect(isSavedDelivery({ lat: 29.3, lng: 48.0 }, [home])).toBe(false);
    const body = deliveryLocationBody(delivery, "Salmiya");
    expect(locationBodySchema.parse(body)).toMatchObject({ title: "Salmiya", ...salmiya });
  });
});
