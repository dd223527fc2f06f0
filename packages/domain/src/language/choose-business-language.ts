import { fallbackLanguage, primarySubtag } from "./languages.js";

/**
 * The business language (spec section 4): the browser language if the business allows it, else
 * the first business locale, else en.
 * `chooseBusinessLanguage({ browser: ["fr"], businessLocales: ["ar", "en"] }) === "ar"`
 */
export function chooseBusinessLanguage({
  browser,
  businessLocales,
}: {
  browser: readonly string[];
  businessLocales: readonly string[];
}): string {
  const allowed = businessLocales.map(primarySubtag);
  return (
    browser.map(primarySubtag).find((language) => allowed.includes(language)) ??
    allowed[0] ??
    fallbackLanguage
  );
}
