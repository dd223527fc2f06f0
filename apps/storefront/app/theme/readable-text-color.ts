type Rgb = readonly [red: number, green: number, blue: number];

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
const nearBlack: Rgb = [27, 23, 32];

/** Text colours that can sit on a business colour. */
export const lightText = "#ffffff";
export const darkText = "#1b1720";
/** Only for the few mid-tone colours on which neither of the two above reaches AA. */
export const blackText = "#000000";

/** WCAG 2 AA for ordinary text. */
export const minimumContrast = 4.5;

/** The red, green and blue of a colour in a form the v5 contract allows (#hex, rgb(), rgba(), white, black). */
export function parseColor(color: string): Rgb | null {
  const value = color.trim().toLowerCase();
  if (value === "white") return white;
  if (value === "black") return black;
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex?.length === 3 || hex?.length === 4) {
    const [r = "", g = "", b = ""] = hex;
    return [parseInt(r + r, 16), parseInt(g + g, 16), parseInt(b + b, 16)];
  }
  if (hex?.length === 6 || hex?.length === 8) {
    return [
      parseInt(hex.slice(0, 2), 16),
      parseInt(hex.slice(2, 4), 16),
      parseInt(hex.slice(4, 6), 16),
    ];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/.exec(value);
  if (rgb) {
    const channel = (text: string | undefined) => Math.min(255, Number(text));
    return [channel(rgb[1]), channel(rgb[2]), channel(rgb[3])];
  }
  return null;
}

/** Relative luminance as WCAG 2 defines it. */
function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Light or dark text, whichever contrasts more with a business colour, so that any theme the
 * business picks stays readable: at least AA (4.5:1) on every colour, using pure black on the
 * mid tones where the softer dark text falls short. Transparency is ignored: the colour is read
 * as opaque. `readableTextColor("rgb(109,85,124)") === "#ffffff"`
 */
export function readableTextColor(background: string): string {
  const rgb = parseColor(background);
  if (!rgb) return darkText;
  const onWhite = contrastRatio(rgb, white);
  const onNearBlack = contrastRatio(rgb, nearBlack);
  if (Math.max(onWhite, onNearBlack) >= minimumContrast) {
    return onWhite >= onNearBlack ? lightText : darkText;
  }
  return onWhite >= contrastRatio(rgb, black) ? lightText : blackText;
}

/**
 * Whether a colour is dark: light text reads best on it. Unreadable colours count as light.
 * `isDarkColor("#1c1412") === true`
 */
export function isDarkColor(color: string): boolean {
  return readableTextColor(color) === lightText;
}
