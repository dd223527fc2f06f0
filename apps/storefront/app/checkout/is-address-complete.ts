import { addressFieldNames, type CheckoutSettings } from "@storefront/api-client";
import type { AddressFields } from "./checkout-shapes";

/**
 * Whether the delivery form has every field the business switched on and made required (spec 5:
 * "Delivery form fields can each be switched on and set required by configuration"). A field of
 * spaces is blank. Each field's pattern and length are the form schema's to check, beside the field.
 * `isAddressComplete(settings.delivery.fields, { type: 1, block: "3", street: "" })` is false when street is required.
 */
export function isAddressComplete(
  fields: CheckoutSettings["delivery"]["fields"],
  address: AddressFields,
): boolean {
  return addressFieldNames.every((name) => {
    const setting = fields[name];
    return !(setting.on && setting.required) || (address[name]?.trim() ?? "") !== "";
  });
}
