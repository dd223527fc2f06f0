import type { DarkModeSetting, ThemeColors } from "@storefront/domain";
import type { BusinessTheme } from "./business-theme";
import type { Appearance } from "./appearance-cookie";
import { cssUrl } from "./css-url";
import { fontStack } from "./fonts";
import {
  blackText,
  darkText,
  isDarkColor,
  lightText,
  readableTextColor,
} from "./readable-text-color";

/** CSS custom properties of a business theme, as React's `style` takes them. */
export type ThemeStyle = Record<`--${string}`, string>;

/** The storefront's own surfaces, where the business's background does not suit a scheme. */
export const lightSurface = "#ffffff";
export const darkSurface = "#17141b";
export const darkSurfaceText = "#f4f1f7";

/**
 * The business's look as CSS variables: its colours, each with a readable text colour on it, and
 * a surface, a text colour and a backdrop for each scheme, so the stylesheet can switch between
 * them with `prefers-color-scheme` alone (no script, no flash). A scheme keeps the business's
 * background (colour or gradient) when it suits it (light behind light, dark behind dark) and
 * otherwise uses the storefront's own surface.
 * `themeStyle(productTheme)["--color-primary"] === "rgb(109,85,124)"`
 */
export function themeStyle(theme: BusinessTheme): ThemeStyle {
  const { colors, gradient, images } = theme;
  const light = schemeOf(colors, gradient, false);
  const dark = schemeOf(colors, gradient, true);
  return {
    ...colorVariables(colors),
    "--surface-light": light.surface,
    "--text-light": light.text,
    "--backdrop-light": light.backdrop,
    "--surface-dark": dark.surface,
    "--text-dark": dark.text,
    "--backdrop-dark": dark.backdrop,
    "--font-family": fontStack(theme.font),
    "--menu-button-opacity": String(theme.menuButtonOpacity),
    ...(images.header ? { "--header-image": cssUrl(images.header) } : {}),
    ...(images.welcome ? { "--welcome-image": cssUrl(images.welcome) } : {}),
    ...(images.desktop ? { "--desktop-image": cssUrl(images.desktop) } : {}),
  };
}

function colorVariables(colors: ThemeColors): ThemeStyle {
  return {
    "--color-primary": colors.primary,
    "--color-on-primary": readableTextColor(colors.primary),
    "--color-accent": colors.accent,
    "--color-on-accent": readableTextColor(colors.accent),
  };
}

/** The surface, text and backdrop of one scheme. */
function schemeOf(
  colors: ThemeColors,
  gradient: BusinessTheme["gradient"],
  dark: boolean,
): { surface: string; text: string; backdrop: string } {
  const suits = (color: string) => isDarkColor(color) === dark;
  const surface = suits(colors.background) ? colors.background : dark ? darkSurface : lightSurface;
  const text = surface === darkSurface ? darkSurfaceText : readableTextColor(surface);
  if (gradient && suits(gradient.from) && suits(gradient.to)) {
    return {
      surface: gradient.from,
      text: dark ? lightText : textOnBoth(gradient.from, gradient.to),
      backdrop: `linear-gradient(${gradient.angle}deg, ${gradient.from}, ${gradient.to})`,
    };
  }
  return { surface, text, backdrop: surface };
}

/** Dark text that reads on both ends of a light gradient. */
function textOnBoth(from: string, to: string): string {
  return readableTextColor(from) === darkText && readableTextColor(to) === darkText
    ? darkText
    : blackText;
}

/**
 * The `data-color-scheme` of a page (spec 4: dark or light from dark_mode, auto following the
 * system). The customer's own choice, when they made one in the settings, wins over the
 * business's: `device` follows the system whatever the business set. `auto` leaves it to the
 * stylesheet's `prefers-color-scheme`, which the server cannot know.
 * `colorSchemeAttribute("on", null) === "dark"`, `colorSchemeAttribute("on", "light") === "light"`
 */
export function colorSchemeAttribute(
  darkMode: DarkModeSetting,
  appearance: Appearance | null,
): "auto" | "dark" | "light" {
  if (appearance === "device") return "auto";
  if (appearance) return appearance;
  if (darkMode === "on") return "dark";
  if (darkMode === "off") return "light";
  return "auto";
}
