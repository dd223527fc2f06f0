/**
 * A catalogue text in the interface language, else English, else its first translation.
 * `localized({ ar: "السالمية", en: "Salmiya" }, "ar") === "السالمية"`
 */
export function localized(
  text: Readonly<Record<string, string>> | null | undefined,
  language: string,
): string {
  if (!text) return "";
  return text[language] ?? text.en ?? Object.values(text)[0] ?? "";
}
