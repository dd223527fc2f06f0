import type { Restaurant } from "@storefront/api-client";
import { acceptedLanguages, chooseBusinessLanguage, primarySubtag } from "@storefront/domain";

/**
 * The business with its languages ordered for this visitor: the business language of spec 4
 * first (the browser's most wanted language the business writes in, else its first locale), so
 * every text the business wrote falls back to a language the visitor can read.
 * A Japanese visitor whose browser also accepts English reads an Arabic and English menu in English.
 */
export function withBusinessLanguageFirst(
  restaurant: Restaurant,
  acceptLanguage: string | null,
): Restaurant {
  const first = chooseBusinessLanguage({
    browser: acceptedLanguages(acceptLanguage),
    businessLocales: restaurant.locales,
  });
  if (primarySubtag(restaurant.locales[0] ?? "") === first) return restaurant;
  const rest = restaurant.locales.filter((locale) => primarySubtag(locale) !== first);
  const chosen = restaurant.locales.find((locale) => primarySubtag(locale) === first) ?? first;
  return { ...restaurant, locales: [chosen, ...rest] };
}
