import { businessSettingsOf, type Restaurant } from "@storefront/api-client";

/** The home's rating and its link to the Feedback page (ADR 032), or null where neither is on. */
export function homeFeedback(business: Restaurant) {
  const settings = businessSettingsOf(business);
  if (!settings.show_rating && !settings.feedback) return null;
  return {
    path: `/${business.reference_id}/Feedback`,
    rate: settings.show_rating ? (business.rate ?? null) : null,
  };
}
