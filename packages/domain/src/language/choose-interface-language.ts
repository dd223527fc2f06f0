import {
  fallbackLanguage,
  isInterfaceLanguage,
  primarySubtag,
  type InterfaceLanguage,
} from "./languages.js";

export interface InterfaceLanguageInput {
  /** The language saved in the `i18n_redirected` cookie, if any. */
  saved?: string | null | undefined;
  /** The browser's languages, best first. */
  browser: readonly string[];
  /** The language to use when neither decides. */
  fallback?: InterfaceLanguage;
}

/**
 * The interface language (spec section 4): the saved cookie, then the browser language, then a
 * fallback; only the 41 interface languages count.
 * `chooseInterfaceLanguage({ saved: null, browser: ["ar", "en"] }) === "ar"`
 */
export function chooseInterfaceLanguage({
  saved,
  browser,
  fallback = fallbackLanguage,
}: InterfaceLanguageInput): InterfaceLanguage {
  const candidates = [saved ?? "", ...browser].map(primarySubtag);
  return candidates.find(isInterfaceLanguage) ?? fallback;
}
