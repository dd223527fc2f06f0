import { businessSettingsOf, type Gradient, type Restaurant } from "@storefront/api-client";
import {
  defaultTheme,
  themeColors,
  type DarkModeSetting,
  type ThemeColors,
} from "@storefront/domain";

/** A type face the storefront serves itself, or the device's own (`system`). */
export type FontFamily = NonNullable<Restaurant["font_family"]>;
/** The bottom navigation's drawing: a curved bar with the cart raised, or a plain bar. */
export type NavigationStyle = NonNullable<Restaurant["navigation_style"]>;

/** How a business's pages look: everything the theme settings of spec 3 decide. */
export interface BusinessTheme {
  colors: ThemeColors;
  darkMode: DarkModeSetting;
  /** What lies behind the pages: the background colour, the gradient, or the background images. */
  background: "color" | "gradient" | "image";
  /** Set when `background` is `gradient` (a gradient background without one falls back to the colour). */
  gradient: Gradient | null;
  font: FontFamily;
  /** Opacity of the floating menu button at rest (spec 9: 0.43 unless set). */
  menuButtonOpacity: number;
  navigationStyle: NavigationStyle;
  images: {
    /** The home page's picture on phones. */
    welcome: string | null;
    /** The picture behind the header band of every page. */
    header: string | null;
    /** The picture beside the page on wide screens. */
    desktop: string | null;
  };
}

/**
 * The look of a business from its restaurant answer, each setting with its default.
 * `businessTheme(restaurant).menuButtonOpacity === 0.43` for a business that set none.
 */
export function businessTheme(restaurant: Restaurant): BusinessTheme {
  const settings = businessSettingsOf(restaurant);
  const gradient = settings.theme_background_option === "gradient" ? settings.gradient : null;
  const hasImage = settings.welcome_bg !== null || settings.desktop_bg !== null;
  return {
    colors: themeColors(restaurant),
    darkMode: restaurant.dark_mode,
    background:
      (settings.theme_background_option === "gradient" && gradient) ||
      (settings.theme_background_option === "image" && hasImage)
        ? settings.theme_background_option
        : "color",
    gradient,
    font: settings.font_family,
    menuButtonOpacity: settings.menu_button.opacity,
    navigationStyle: settings.navigation_style,
    images: {
      welcome: settings.welcome_bg,
      header: settings.header_bg,
      desktop: settings.desktop_bg,
    },
  };
}

/** The look of pages that belong to no business: the spec's defaults, following the device. */
export const productTheme: BusinessTheme = {
  colors: themeColors({}),
  darkMode: "auto",
  background: "color",
  gradient: null,
  font: "system",
  menuButtonOpacity: defaultTheme.menuButtonOpacity,
  navigationStyle: "curved",
  images: { welcome: null, header: null, desktop: null },
};
