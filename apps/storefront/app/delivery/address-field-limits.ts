import type { AddressFieldName } from "@storefront/api-client";

/**
 * The longest value the cart keeps for each address field (the contract's
 * `deliveryAddressSchema`), so a business's `max_length` can only tighten it. The PACI number
 * (Kuwait's civil address number) is up to 12 digits and nothing else, whatever the settings say.
 * `address-field-limits.test.ts` holds these to the contract.
 */
export const addressFieldLimits: Readonly<
  Record<AddressFieldName, { maxLength: number; digitsOnly: boolean }>
> = {
  city: { maxLength: 120, digitsOnly: false },
  street: { maxLength: 120, digitsOnly: false },
  block: { maxLength: 40, digitsOnly: false },
  postcode: { maxLength: 20, digitsOnly: false },
  building: { maxLength: 60, digitsOnly: false },
  avenue: { maxLength: 60, digitsOnly: false },
  intercom: { maxLength: 40, digitsOnly: false },
  floor: { maxLength: 20, digitsOnly: false },
  apartment: { maxLength: 20, digitsOnly: false },
  parking: { maxLength: 60, digitsOnly: false },
  note: { maxLength: 300, digitsOnly: false },
  house_number: { maxLength: 20, digitsOnly: false },
  office_number: { maxLength: 20, digitsOnly: false },
  paci: { maxLength: 12, digitsOnly: true },
};
