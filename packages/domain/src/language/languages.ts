/** The 41 interface languages of the spec's section 9. */
export const interfaceLanguages = [
  "ar",
  "az",
  "bg",
  "bn",
  "ca",
  "de",
  "el",
  "en",
  "es",
  "et",
  "fi",
  "fr",
  "ha",
  "hi",
  "hr",
  "hu",
  "hy",
  "it",
  "ja",
  "ka",
  "km",
  "ko",
  "ku",
  "lo",
  "mn",
  "ms",
  "nl",
  "nn",
  "no",
  "pl",
  "pt",
  "ro",
  "ru",
  "sq",
  "sv",
  "th",
  "tr",
  "ur",
  "vi",
  "zh",
  "fa",
] as const;

export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/**
 * Right-to-left languages. The spec has two readings (ar, fa, ur and ar, fa); Urdu is written
 * right to left, so we take the wider one.
 */
export const rightToLeftLanguages: readonly InterfaceLanguage[] = ["ar", "fa", "ur"];

/** The language used when nothing else decides. */
export const fallbackLanguage: InterfaceLanguage = "en";

/** Whether `code` is one of the 41 interface languages. `isInterfaceLanguage("ar") === true` */
export function isInterfaceLanguage(code: string): code is InterfaceLanguage {
  return (interfaceLanguages as readonly string[]).includes(code);
}

/** Text direction of a language: `textDirection("ar") === "rtl"`. */
export function textDirection(language: string): "rtl" | "ltr" {
  return (rightToLeftLanguages as readonly string[]).includes(primarySubtag(language))
    ? "rtl"
    : "ltr";
}

/** The primary subtag of a language tag, lower-cased: `primarySubtag("ar-KW") === "ar"`. */
export function primarySubtag(tag: string): string {
  return (tag.split(/[-_]/)[0] ?? "").trim().toLowerCase();
}
