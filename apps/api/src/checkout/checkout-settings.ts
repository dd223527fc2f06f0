import {
  checkoutSettings,
  type CheckoutSettings,
  defaultCheckoutSettings,
} from "@storefront/api-client";

export { checkoutSettings, defaultCheckoutSettings };

/**
 * A business's checkout settings: its own over the defaults, or the defaults when it set none. A
 * selling type added after the business saved its settings takes the type's defaults.
 */
export function checkoutSettingsOf(stored: CheckoutSettings | null): CheckoutSettings {
  return stored ? checkoutSettings(stored) : defaultCheckoutSettings;
}
