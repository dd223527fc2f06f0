import type { FontFamily } from "./business-theme";
import almaraiStylesheet from "./fonts/almarai.css?url";
import cairoStylesheet from "./fonts/cairo.css?url";
import ibmPlexSansArabicStylesheet from "./fonts/ibm-plex-sans-arabic.css?url";
import notoKufiArabicStylesheet from "./fonts/noto-kufi-arabic.css?url";
import tajawalStylesheet from "./fonts/tajawal.css?url";

/** The device's own faces, for `system` and behind every served family. */
const systemStack = `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif`;

/**
 * The stylesheet of a served family (its @font-face rules and files, built into the storefront's
 * own assets), or null for the device's fonts. Only the chosen family's stylesheet is linked.
 */
export function fontStylesheet(font: FontFamily): string | null {
  switch (font) {
    case "Cairo":
      return cairoStylesheet;
    case "Tajawal":
      return tajawalStylesheet;
    case "Almarai":
      return almaraiStylesheet;
    case "IBM Plex Sans Arabic":
      return ibmPlexSansArabicStylesheet;
    case "Noto Kufi Arabic":
      return notoKufiArabicStylesheet;
    case "system":
      return null;
  }
}

/**
 * The CSS font-family of a theme: the family first, the device's faces after it for the scripts
 * it lacks. `fontStack("Cairo").startsWith('"Cairo", system-ui')`
 */
export function fontStack(font: FontFamily): string {
  return font === "system" ? systemStack : `"${font}", ${systemStack}`;
}
