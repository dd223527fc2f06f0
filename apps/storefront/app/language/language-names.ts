import type { InterfaceLanguage } from "@storefront/domain";

/**
 * Every interface language named in itself (its autonym), so anyone can find their own, in the
 * order of their codes. Written out rather than asked of Intl, so server and browser agree.
 */
export const switchableLanguages: readonly { code: InterfaceLanguage; name: string }[] = [
  { code: "ar", name: "العربية" },
  { code: "az", name: "Azərbaycanca" },
  { code: "bg", name: "Български" },
  { code: "bn", name: "বাংলা" },
  { code: "ca", name: "Català" },
  { code: "de", name: "Deutsch" },
  { code: "el", name: "Ελληνικά" },
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "et", name: "Eesti" },
  { code: "fa", name: "فارسی" },
  { code: "fi", name: "Suomi" },
  { code: "fr", name: "Français" },
  { code: "ha", name: "Hausa" },
  { code: "hi", name: "हिन्दी" },
  { code: "hr", name: "Hrvatski" },
  { code: "hu", name: "Magyar" },
  { code: "hy", name: "Հայերեն" },
  { code: "it", name: "Italiano" },
  { code: "ja", name: "日本語" },
  { code: "ka", name: "ქართული" },
  { code: "km", name: "ខ្មែរ" },
  { code: "ko", name: "한국어" },
  { code: "ku", name: "Kurdî" },
  { code: "lo", name: "ລາວ" },
  { code: "mn", name: "Монгол" },
  { code: "ms", name: "Bahasa Melayu" },
  { code: "nl", name: "Nederlands" },
  { code: "nn", name: "Norsk nynorsk" },
  { code: "no", name: "Norsk bokmål" },
  { code: "pl", name: "Polski" },
  { code: "pt", name: "Português" },
  { code: "ro", name: "Română" },
  { code: "ru", name: "Русский" },
  { code: "sq", name: "Shqip" },
  { code: "sv", name: "Svenska" },
  { code: "th", name: "ไทย" },
  { code: "tr", name: "Türkçe" },
  { code: "ur", name: "اردو" },
  { code: "vi", name: "Tiếng Việt" },
  { code: "zh", name: "中文" },
];

/** A language's own name; the code itself for one that is not an interface language. */
export function languageName(code: string): string {
  return switchableLanguages.find((language) => language.code === code)?.name ?? code;
}
