import type { Restaurant } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { restaurantWith } from "../business/restaurant.fixtures";
import { businessTheme, productTheme } from "./business-theme";
import { cssUrl } from "./css-url";
import { blackText, darkText, lightText } from "./readable-text-color";
import {
  colorSchemeAttribute,
  darkSurface,
  darkSurfaceText,
  lightSurface,
  themeStyle,
} from "./theme-style";

/** The style of the test restaurant with the changes a test names. */
const styleOf = (changes: Partial<Restaurant>) =>
  themeStyle(businessTheme(restaurantWith(changes)));

describe("themeStyle", () => {
  it("falls back to the spec's default colours (section 9) with readable text on each", () => {
    expect(themeStyle(productTheme)).toMatchObject({
      "--color-primary": "rgb(109,85,124)",
      "--color-on-primary": lightText,
      "--color-accent": "rgba(180,81,76,1)",
      "--color-on-accent": lightText,
      "--surface-light": "white",
      "--text-light": darkText,
      "--backdrop-light": "white",
      "--surface-dark": darkSurface,
      "--text-dark": darkSurfaceText,
      "--menu-button-opacity": "0.43",
    });
  });

  it("uses the business's own colours, each with readable text", () => {
    const style = styleOf({
      theme_color: "#ffd400",
      theme_accent_color: "#003366",
      theme_background_color: "#fdf8f0",
    });
    expect(style).toMatchObject({
      "--color-primary": "#ffd400",
      "--color-on-primary": darkText,
      "--color-accent": "#003366",
      "--color-on-accent": lightText,
      "--surface-light": "#fdf8f0",
      "--text-light": darkText,
    });
  });

  it("keeps a dark background for the dark scheme and gives the light one its own surface", () => {
    const style = styleOf({ theme_background_color: "#1c1412", dark_mode: "on" });
    expect(style).toMatchObject({
      "--surface-dark": "#1c1412",
      "--text-dark": lightText,
      "--backdrop-dark": "#1c1412",
      "--surface-light": lightSurface,
      "--text-light": darkText,
    });
  });

  it("lays a light gradient behind the light scheme only", () => {
    const style = styleOf({
      theme_background_color: "#f7f7f5",
      theme_background_option: "gradient",
      gradient: { from: "#f7f7f5", to: "#dfe6ee", angle: 135 },
    });
    expect(style).toMatchObject({
      "--backdrop-light": "linear-gradient(135deg, #f7f7f5, #dfe6ee)",
      "--text-light": darkText,
      "--backdrop-dark": darkSurface,
    });
  });

  it("lays a dark gradient behind the dark scheme only", () => {
    const style = styleOf({
      theme_background_option: "gradient",
      gradient: { from: "#0b132b", to: "#1d3557", angle: 180 },
    });
    expect(style["--backdrop-dark"]).toBe("linear-gradient(180deg, #0b132b, #1d3557)");
    expect(style["--text-dark"]).toBe(lightText);
    expect(style["--backdrop-light"]).toBe("white");
  });

  it("puts pure black on a gradient whose mid-tone end the softer dark text would not reach AA on", () => {
    const style = styleOf({
      theme_background_option: "gradient",
      gradient: { from: "#ffffff", to: "#7a7a7a", angle: 90 },
    });
    expect(style["--text-light"]).toBe(blackText);
  });

  it("names the type face first, the device's after it", () => {
    expect(styleOf({ font_family: "Cairo" })["--font-family"]).toMatch(/^"Cairo", system-ui/);
    expect(themeStyle(productTheme)["--font-family"]).toMatch(/^system-ui/);
  });

  it("gives the menu button the business's opacity", () => {
    expect(styleOf({ menu_button: { opacity: 0.6 } })["--menu-button-opacity"]).toBe("0.6");
  });

  it("passes the pictures as CSS urls, and none when they are null", () => {
    const style = styleOf({
      header_bg: "https://img.example/header.webp",
      desktop_bg: "https://img.example/desk.webp",
    });
    expect(style["--header-image"]).toBe('url("https://img.example/header.webp")');
    expect(style["--desktop-image"]).toBe('url("https://img.example/desk.webp")');
    expect(style).not.toHaveProperty("--welcome-image");
  });
});

describe("cssUrl", () => {
  it("cannot be broken out of by a quote or a parenthesis in the address", () => {
    expect(cssUrl('https://img.example/a"b).webp')).toBe('url("https://img.example/a%22b).webp")');
  });
});

describe("colorSchemeAttribute (spec 4: dark or light from dark_mode; auto follows the system)", () => {
  it.each([
    ["on", null, "dark"],
    ["off", null, "light"],
    ["auto", null, "auto"],
    ["on", "light", "light"],
    ["off", "dark", "dark"],
    ["on", "device", "auto"],
    ["auto", "dark", "dark"],
  ] as const)("dark_mode %s with the customer's choice %s is %s", (setting, choice, attribute) => {
    expect(colorSchemeAttribute(setting, choice)).toBe(attribute);
  });
});
