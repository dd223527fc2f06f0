import type { ShippingCountry } from "./zone-shapes.js";

/**
 * Spec section 5: "Shipping delivery applies only when shipping is enabled, a country is selected
 * and it differs from the business country." Countries compare by ISO code, ignoring case.
 * `appliesShipping({ shippingEnabled: true, country: saudiArabia, businessCountry: "KW" }) === true`
 */
export function appliesShipping(input: {
  readonly shippingEnabled: boolean;
  readonly country: ShippingCountry | null | undefined;
  readonly businessCountry: string;
}): boolean {
  const { shippingEnabled, country, businessCountry } = input;
  if (!shippingEnabled || !country) return false;
  return country.country_iso.trim().toUpperCase() !== businessCountry.trim().toUpperCase();
}
