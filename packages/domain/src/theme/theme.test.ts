import { describe, expect, it } from "vitest";
import { colorScheme } from "./color-scheme.js";
import { defaultTheme, themeColors } from "./default-colors.js";

describe("colorScheme", () => {
  it("spec 4: dark or light from the dark_mode setting; auto follows the system preference", () => {
    expect(colorScheme("on", false)).toBe("dark");
    expect(colorScheme("off", true)).toBe("light");
    expect(colorScheme("auto", true)).toBe("dark");
    expect(colorScheme("auto", false)).toBe("light");
  });
});

describe("themeColors", () => {
  it("spec 9: default colours primary rgb(109,85,124), accent rgba(180,81,76,1), background white", () => {
    expect(themeColors({})).toEqual({
      primary: "rgb(109,85,124)",
      accent: "rgba(180,81,76,1)",
      background: "white",
    });
    expect(defaultTheme.menuButtonOpacity).toBe(0.43);
  });

  it("keeps the business's own colours", () => {
    expect(
      themeColors({
        theme_color: "#0b6e4f",
        theme_accent_color: null,
        theme_background_color: "#fffaf0",
      }),
    ).toEqual({
      primary: "#0b6e4f",
      accent: "rgba(180,81,76,1)",
      background: "#fffaf0",
    });
  });
});
