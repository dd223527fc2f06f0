import type { AddressFieldSetting } from "@storefront/api-client";

/** An address field's setting for tests: shown, optional, any text, checked when it loses focus. */
export function addressFieldSetting(
  changes: Partial<AddressFieldSetting> = {},
): AddressFieldSetting {
  return {
    on: true,
    required: false,
    pattern: null,
    message: null,
    trigger: "onBlur",
    max_length: null,
    digits_only: false,
    ...changes,
  };
}
