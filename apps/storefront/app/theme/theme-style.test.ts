import { themeColors } from "@storefront/domain";
import { describe, expect, it } from "vitest";
import { colorSchemeAttribute, themeStyle } from "./theme-style";

describe("themeStyle", () => {
  it("falls back to the spec's default colours (section 9) with readable text on each", () => {
    expect(
      themeStyle(
        themeColors({ theme_color: null, theme_accent_color: null, theme_background_color: null }),
      ),
    ).toEqual({
      "--color-primary": "rgb(109,85,124)",
      "--color-on-primary": "#ffffff",
      "--color-accent": "rgba(180,81,76,1)",
      "--color-on-accent": "#ffffff",
      "--color-background": "white",
      "--color-on-background": "#1b1720",
    });
  });

  it("uses the business's own colours", () => {
    const style = themeStyle(
      themeColors({
        theme_color: "#ffd400",
        theme_accent_color: "#003366",
        theme_background_color: "#000",
      }),
    );
    expect(style).toMatchObject({
      "--color-primary": "#ffd400",
      "--color-on-primary": "#1b1720",
      "--color-accent": "#003366",
      "--color-on-accent": "#ffffff",
      "--color-background": "#000",
      "--color-on-background": "#ffffff",
    });
  });
});

describe("colorSchemeAttribute (spec section 4: dark or light from dark_mode)", () => {
  it.each([
    ["on", "dark"],
    ["off", "light"],
    ["auto", "auto"],
  ] as const)("dark_mode %s is %s", (setting, attribute) => {
    expect(colorSchemeAttribute(setting)).toBe(attribute);
  });
});
