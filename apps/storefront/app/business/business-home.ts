import { businessSettingsOf, type Restaurant } from "@storefront/api-client";
import { homeRoute, pickText, sellingTypes } from "@storefront/domain";
import { businessTheme, type BusinessTheme } from "../theme/business-theme";
import { browserPixels, type BrowserPixel } from "../tracking/browser-pixels";

/** What the home page shows of a business, in the interface language. */
export interface BusinessHome {
  referenceId: string;
  name: string;
  branches: { id: number; name: string; current: boolean }[];
  /** Its look: colours (the spec's defaults where it set none), dark mode, background, font, navigation. */
  theme: BusinessTheme;
  /** Its logo, from an allowed origin, or null (the initial stands in). */
  logo: string | null;
  /** The selling types the business takes, as route types: delivery, dinein or product_service, car_pickup. */
  orderTypes: string[];
  /** The marketing pixels its pages load in the browser, once the customer consents. */
  pixels: BrowserPixel[];
}

/**
 * The home page's view of a business: its texts picked for the language, its theme with the
 * spec's default colours. `businessHome(restaurant, "ar").name === "مطبخ التجربة"`
 */
export function businessHome(restaurant: Restaurant, language: string): BusinessHome {
  const text = (value: Record<string, string>) => pickText(value, language, restaurant.locales);
  return {
    referenceId: restaurant.reference_id,
    name: text(restaurant.business_name),
    branches: restaurant.branches.map((branch) => ({
      id: branch.id,
      name: text(branch.name),
      current: branch.id === restaurant.branch_id,
    })),
    theme: businessTheme(restaurant),
    logo: restaurant.logo ?? null,
    orderTypes: orderTypesOf(restaurant.checkout),
    pixels: browserPixels(businessSettingsOf(restaurant).pixels),
  };
}

/**
 * The route types of the selling types a business enables, in the table's order; dine-in is named
 * by its label (the domain's `homeRoute`).
 * `orderTypesOf(checkout)` is `["car_pickup"]` for a business that takes car pickups only.
 */
export function orderTypesOf(checkout: Restaurant["checkout"]): string[] {
  return sellingTypes
    .filter((type) => checkout[type].enabled)
    .map((type) => homeRoute(type, checkout[type]));
}
