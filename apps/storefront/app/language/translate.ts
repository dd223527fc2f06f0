import type { TFunction } from "i18next";
import { i18nFor } from "./i18n";
import { keptTranslations } from "./kept-translations";

/** A translate function for one language, for code outside React (loaders, meta functions). */
export function translate(language: string): TFunction {
  return keptTranslations(i18nFor(language));
}
