import {
  addressFieldNames,
  type AddressFieldName,
  type AddressFieldSetting,
  type CheckoutSettings,
} from "./checkout-settings.js";

type AddressFields = CheckoutSettings["delivery"]["fields"];
type FieldRules = Partial<Record<AddressFieldName, Partial<AddressFieldSetting>>>;

/** A country's way of writing an address: the fields it asks, in the order they are read. */
export interface AddressFormat {
  /** The fields a form of this country shows, in display order. */
  order: readonly AddressFieldName[];
  /** What each field of `order` needs; a field not in `order` is off. */
  rules: FieldRules;
}

// The house or building on the street, then the floor and the door inside it.
const premises: AddressFieldName[] = [
  "house_number",
  "building",
  "floor",
  "apartment",
  "office_number",
];

// The fields every form keeps at the end: how to get in, and a note for the driver.
const tail: AddressFieldName[] = ["intercom", "parking", "note"];

// Street and number first, then postcode and town, as most of the world writes it.
const streetFirst: AddressFieldName[] = ["street", ...premises, "postcode", "city", ...tail];

/**
 * The address forms of the countries we know (docs/decisions/044-addresses-by-country.md):
 * Kuwait by block, street, avenue, house and PACI; Switzerland by street and house number, then
 * postcode and town; the UAE by area (city), street and building, with no postcode; any other
 * country by street, number, postcode and city.
 */
export const addressFormats: Readonly<Record<"KW" | "CH" | "AE" | "generic", AddressFormat>> = {
  KW: {
    order: ["block", "street", "avenue", ...premises, "paci", ...tail],
    rules: {
      block: { required: true },
      street: { required: true },
      house_number: { required: true },
      paci: { digits_only: true, max_length: 12 },
      intercom: { on: false },
      parking: { on: false },
    },
  },
  CH: {
    order: streetFirst,
    rules: {
      street: { required: true },
      // The house's number; a flat's or an office's is its building's.
      house_number: { required: true },
      building: { required: true },
      postcode: { required: true, digits_only: true, max_length: 4, pattern: "[1-9][0-9]{3}" },
      city: { required: true },
      parking: { on: false },
    },
  },
  AE: {
    order: ["city", "street", ...premises, ...tail],
    rules: {
      city: { required: true },
      street: { required: true },
      building: { required: true },
      intercom: { on: false },
    },
  },
  generic: {
    order: streetFirst,
    rules: {
      street: { required: true },
      city: { required: true },
      parking: { on: false },
    },
  },
};

/**
 * The order a form shows the fields switched on: the country's order, then any other field the
 * business switched on, in the spec's order.
 */
export function addressFieldOrderOf(country: string | null | undefined): AddressFieldName[] {
  const { order } = addressFormatOf(country);
  return [...order, ...addressFieldNames.filter((name) => !order.includes(name))];
}

/** The address format of a country (ISO 3166 alpha-2), the generic one for a country we do not know. */
export function addressFormatOf(country: string | null | undefined): AddressFormat {
  const known = (country ?? "").toUpperCase();
  return known === "KW" || known === "CH" || known === "AE"
    ? addressFormats[known]
    : addressFormats.generic;
}

/** A shown field's setting before its country's rules: optional, any text, checked on blur. */
export const defaultAddressFieldSetting: AddressFieldSetting = {
  on: true,
  required: false,
  pattern: null,
  message: null,
  trigger: "onBlur",
  max_length: null,
  digits_only: false,
};

/**
 * The delivery form's field settings for a country: its fields on, as required as the country
 * needs, every other field off. A business delivering at home starts from its country's; a
 * shipment abroad is addressed in the destination's.
 * `addressFieldsOf("CH").postcode.required === true`, `addressFieldsOf("CH").paci.on === false`
 */
export function addressFieldsOf(country: string | null | undefined): AddressFields {
  const format = addressFormatOf(country);
  return Object.fromEntries(
    addressFieldNames.map((name) => [
      name,
      {
        ...defaultAddressFieldSetting,
        on: format.order.includes(name),
        ...format.rules[name],
      },
    ]),
  ) as AddressFields;
}
