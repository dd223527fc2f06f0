import { colorScheme, type DarkModeSetting, type ThemeColors } from "@storefront/domain";
import { readableTextColor } from "./readable-text-color";

/** CSS custom properties of a business theme, as React's `style` takes them. */
export type ThemeStyle = Record<`--color-${string}`, string>;

/**
 * The business's colours as CSS variables, each with a readable text colour to put on it.
 * `themeStyle(themeColors({}))["--color-primary"] === "rgb(109,85,124)"`
 */
export function themeStyle(colors: ThemeColors): ThemeStyle {
  return {
    "--color-primary": colors.primary,
    "--color-on-primary": readableTextColor(colors.primary),
    "--color-accent": colors.accent,
    "--color-on-accent": readableTextColor(colors.accent),
    "--color-background": colors.background,
    "--color-on-background": readableTextColor(colors.background),
  };
}

/**
 * The `data-color-scheme` of a page: `dark` or `light` when the business fixes it, `auto` to let
 * the stylesheet follow the visitor's system preference (the server cannot know it).
 * `colorSchemeAttribute("on") === "dark"`
 */
export function colorSchemeAttribute(darkMode: DarkModeSetting): "auto" | "dark" | "light" {
  return darkMode === "auto" ? "auto" : colorScheme(darkMode, false);
}
