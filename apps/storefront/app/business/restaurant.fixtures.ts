import { defaultCheckoutSettings, type Restaurant } from "@storefront/api-client";

/**
 * A business for unit tests: two branches, Arabic and English, every setting at its default, and
 * the fields a test names changed.
 */
export function restaurantWith(changes: Partial<Restaurant> = {}): Restaurant {
  return {
    user_id: 1,
    branch_id: 11,
    branch_name: { en: "Salmiya", ar: "السالمية" },
    branches: [
      { id: 10, name: { en: "Kuwait City", ar: "مدينة الكويت" }, reference_id: "demo-city" },
      { id: 11, name: { en: "Salmiya", ar: "السالمية" }, reference_id: "demo-salmiya" },
    ],
    reference_id: "demo",
    business_name: { en: "Demo Kitchen", ar: "مطبخ التجربة" },
    business_type: "restaurant",
    currency: "KWD",
    locales: ["ar", "en"],
    country: "KW",
    time_zone: "Asia/Kuwait",
    theme_color: null,
    theme_accent_color: null,
    theme_background_color: null,
    dark_mode: "auto",
    policies: [],
    checkout: defaultCheckoutSettings,
    ...changes,
  };
}
