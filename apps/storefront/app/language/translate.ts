import { fallbackLanguage } from "@storefront/domain";
import type { TFunction } from "i18next";
import { createI18n } from "./i18n";

// Shared and never switched: getFixedT reads another language without changing this instance.
const translator = createI18n(fallbackLanguage);

/** A translate function for one language, for code outside React (meta functions). */
export function translate(language: string): TFunction {
  return translator.getFixedT(language);
}
