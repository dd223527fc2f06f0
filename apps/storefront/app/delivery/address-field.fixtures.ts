import { type AddressFieldSetting, defaultAddressFieldSetting } from "@storefront/api-client";

/** An address field's setting for tests: shown, optional, any text, checked when it loses focus. */
export function addressFieldSetting(
  changes: Partial<AddressFieldSetting> = {},
): AddressFieldSetting {
  return { ...defaultAddressFieldSetting, ...changes };
}
