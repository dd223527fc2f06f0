import { fallbackLanguage, primarySubtag } from "./languages.js";

/**
 * One translation of a text kept per language: the wanted language, then each of the business's
 * languages in order, then English, then whatever exists.
 * `pickText({ en: "Burger", ar: "برجر" }, "ar") === "برجر"`
 */
export function pickText(
  text: Readonly<Record<string, string>>,
  language: string,
  businessLocales: readonly string[] = [],
): string {
  const order = [primarySubtag(language), ...businessLocales.map(primarySubtag), fallbackLanguage];
  for (const code of order) {
    const value = text[code];
    if (value) return value;
  }
  return Object.values(text).find((value) => value !== "") ?? "";
}
