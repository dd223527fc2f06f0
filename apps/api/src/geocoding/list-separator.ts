import { primarySubtag, textDirection } from "@storefront/domain";

/**
 * What separates the parts of a place's name in a language, as the storefront's bundles say it:
 * the Arabic comma "، " in the languages written in Arabic script, "、" in Chinese and Japanese,
 * ", " otherwise. `listSeparator("ar") === "، "`
 */
export function listSeparator(language: string): string {
  if (textDirection(language) === "rtl") return "، ";
  return ["zh", "ja"].includes(primarySubtag(language)) ? "、" : ", ";
}
