import { fallbackLanguage } from "@storefront/domain";
import { createInstance, type i18n } from "i18next";
import ar from "../locales/ar.json";
import en from "../locales/en.json";

/** The message bundles that exist; any other interface language shows English text. */
export const resources = { en: { translation: en }, ar: { translation: ar } } as const;

/**
 * A fresh i18next instance for one language, ready at once (bundles are inline). The server makes
 * one per request, so concurrent requests never share a language.
 */
export function createI18n(language: string): i18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: fallbackLanguage,
    resources,
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  void instance.init();
  return instance;
}
