import { type CheckoutSettings, defaultCheckoutSettings } from "@storefront/api-client";

export { checkoutSettings, defaultCheckoutSettings } from "@storefront/api-client";

/** A business's checkout settings: its own, or the defaults when it set none. */
export function checkoutSettingsOf(stored: CheckoutSettings | null): CheckoutSettings {
  return stored ?? defaultCheckoutSettings;
}
