import { textDirection } from "@storefront/domain";
import almaraiArabic400 from "@fontsource/almarai/files/almarai-arabic-400-normal.woff2?url";
import almaraiArabic700 from "@fontsource/almarai/files/almarai-arabic-700-normal.woff2?url";
import almaraiLatin400 from "@fontsource/almarai/files/almarai-latin-400-normal.woff2?url";
import almaraiLatin700 from "@fontsource/almarai/files/almarai-latin-700-normal.woff2?url";
import cairoArabic400 from "@fontsource/cairo/files/cairo-arabic-400-normal.woff2?url";
import cairoArabic700 from "@fontsource/cairo/files/cairo-arabic-700-normal.woff2?url";
import cairoLatin400 from "@fontsource/cairo/files/cairo-latin-400-normal.woff2?url";
import cairoLatin700 from "@fontsource/cairo/files/cairo-latin-700-normal.woff2?url";
import plexArabic400 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url";
import plexArabic700 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url";
import plexLatin400 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url";
import plexLatin700 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2?url";
import kufiArabic400 from "@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-400-normal.woff2?url";
import kufiArabic700 from "@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2?url";
import kufiLatin400 from "@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-400-normal.woff2?url";
import kufiLatin700 from "@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-700-normal.woff2?url";
import tajawalArabic400 from "@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2?url";
import tajawalArabic700 from "@fontsource/tajawal/files/tajawal-arabic-700-normal.woff2?url";
import tajawalLatin400 from "@fontsource/tajawal/files/tajawal-latin-400-normal.woff2?url";
import tajawalLatin700 from "@fontsource/tajawal/files/tajawal-latin-700-normal.woff2?url";
import type { FontFamily } from "./business-theme";
import almaraiStylesheet from "./fonts/almarai.css?url";
import cairoStylesheet from "./fonts/cairo.css?url";
import ibmPlexSansArabicStylesheet from "./fonts/ibm-plex-sans-arabic.css?url";
import notoKufiArabicStylesheet from "./fonts/noto-kufi-arabic.css?url";
import tajawalStylesheet from "./fonts/tajawal.css?url";

/**
 * A family the storefront serves: its stylesheet (@font-face rules and files, built into the
 * storefront's own assets) and the files of its regular and bold faces by script.
 */
interface ServedFamily {
  stylesheet: string;
  latin: readonly string[];
  arabic: readonly string[];
}

const servedFamilies: Record<Exclude<FontFamily, "system">, ServedFamily> = {
  Cairo: {
    stylesheet: cairoStylesheet,
    latin: [cairoLatin400, cairoLatin700],
    arabic: [cairoArabic400, cairoArabic700],
  },
  Tajawal: {
    stylesheet: tajawalStylesheet,
    latin: [tajawalLatin400, tajawalLatin700],
    arabic: [tajawalArabic400, tajawalArabic700],
  },
  Almarai: {
    stylesheet: almaraiStylesheet,
    latin: [almaraiLatin400, almaraiLatin700],
    arabic: [almaraiArabic400, almaraiArabic700],
  },
  "IBM Plex Sans Arabic": {
    stylesheet: ibmPlexSansArabicStylesheet,
    latin: [plexLatin400, plexLatin700],
    arabic: [plexArabic400, plexArabic700],
  },
  "Noto Kufi Arabic": {
    stylesheet: notoKufiArabicStylesheet,
    latin: [kufiLatin400, kufiLatin700],
    arabic: [kufiArabic400, kufiArabic700],
  },
};

/** The device's own faces, for `system` and behind every served family. */
const systemStack = `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif`;

/**
 * The stylesheet of a served family, or null for the device's fonts. Only the chosen family's
 * stylesheet is linked.
 */
export function fontStylesheet(font: FontFamily): string | null {
  return font === "system" ? null : servedFamilies[font].stylesheet;
}

/**
 * The face files a page fetches as it starts, beside its stylesheets, instead of after laying its
 * text out: the regular and bold Latin faces (digits, prices and Latin names are on every page)
 * and, in a language written in the Arabic script (the right-to-left ones: ar, fa, ur), the Arabic
 * faces. With `font-display: optional` a face that arrives late is not used on that page.
 * `fontPreloads("system", "ar")` is empty.
 */
export function fontPreloads(font: FontFamily, language: string): readonly string[] {
  if (font === "system") return [];
  const family = servedFamilies[font];
  return textDirection(language) === "rtl" ? [...family.arabic, ...family.latin] : family.latin;
}

/**
 * The CSS font-family of a theme: the family first, the device's faces after it for the scripts
 * it lacks. `fontStack("Cairo").startsWith('"Cairo", system-ui')`
 */
export function fontStack(font: FontFamily): string {
  return font === "system" ? systemStack : `"${font}", ${systemStack}`;
}
