import type { AddressFieldName, AddressFieldSetting } from "@storefront/api-client";

/** Address types (spec 3: "company 0, house 1, apartment 2"). */
export type AddressType = 0 | 1 | 2;

/** The address types in the order the form offers them: the residency default first (spec 3). */
export const addressTypeChoices: readonly {
  type: AddressType;
  key: "house" | "apartment" | "company";
}[] = [
  { type: 1, key: "house" },
  { type: 2, key: "apartment" },
  { type: 0, key: "company" },
];

/**
 * The fields that belong to one address type only (docs/decisions/017-delivery-steps.md): a house
 * has a house number; an apartment a building, floor and apartment; a company a building, floor
 * and office number. Every other field is asked whatever the type.
 */
export const fieldsOfAddressType: Readonly<Record<AddressType, readonly AddressFieldName[]>> = {
  0: ["building", "floor", "office_number"],
  1: ["house_number"],
  2: ["building", "floor", "apartment"],
};

const typeSpecificFields = new Set<AddressFieldName>(Object.values(fieldsOfAddressType).flat());

/**
 * The order the form shows its fields in, as a Kuwaiti address is read: city, block, street,
 * avenue, then the house or the building and what is inside it, then the rest.
 */
export const addressFieldOrder: readonly AddressFieldName[] = [
  "city",
  "block",
  "street",
  "avenue",
  "house_number",
  "building",
  "floor",
  "apartment",
  "office_number",
  "postcode",
  "paci",
  "intercom",
  "parking",
  "note",
];

/** Whether a field belongs to the form of an address type: a shared field always does. */
export function fieldAppliesToType(name: AddressFieldName, type: AddressType): boolean {
  return !typeSpecificFields.has(name) || fieldsOfAddressType[type].includes(name);
}

/** The address types a field is shown for (all three for a shared field). */
export function addressTypesOfField(name: AddressFieldName): AddressType[] {
  return ([0, 1, 2] as const).filter((type) => fieldAppliesToType(name, type));
}

/**
 * The fields the form shows for an address type, in display order: those the business switched on
 * (spec 5: "Delivery form fields can each be switched on and set required by configuration") that
 * belong to the type.
 * `shownAddressFields(settings, 2)` has building, floor and apartment but no house_number.
 */
export function shownAddressFields(
  fields: Readonly<Record<AddressFieldName, AddressFieldSetting>>,
  type: AddressType,
): AddressFieldName[] {
  return addressFieldOrder.filter((name) => fields[name].on && fieldAppliesToType(name, type));
}

/** The address type a form value names, or null: `readAddressType("2") === 2`. */
export function readAddressType(value: unknown): AddressType | null {
  const text = typeof value === "number" ? String(value) : value;
  return text === "0" || text === "1" || text === "2" ? (Number(text) as AddressType) : null;
}
