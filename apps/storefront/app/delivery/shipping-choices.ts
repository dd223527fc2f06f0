import type { ShippingCountryDto } from "@storefront/api-client";
import { appliesShipping } from "@storefront/domain";

/**
 * The countries a branch offers to ship to (spec 5: "Shipping delivery applies only when shipping
 * is enabled, a country is selected and it differs from the business country"): none while
 * shipping is off, only the branch's own (spec 4), never the business's own country.
 * `shippingCountries(countries, { shipping: true, branchId: 3, businessCountry: "AE" })` keeps Saudi Arabia, not the UAE
 */
export function shippingCountries(
  countries: readonly ShippingCountryDto[],
  business: { shipping: boolean; branchId: number; businessCountry: string },
): ShippingCountryDto[] {
  return countries.filter(
    (country) =>
      country.branch_id === business.branchId &&
      appliesShipping({
        shippingEnabled: business.shipping,
        country: { ...country, country: "" },
        businessCountry: business.businessCountry,
      }),
  );
}
