import { describe, expect, it } from "vitest";
import { restaurantWith } from "../business/restaurant.fixtures";
import { businessTheme } from "./business-theme";

describe("businessTheme", () => {
  it("gives every setting its default for a business that set none (spec 9: menu button 0.43)", () => {
    expect(businessTheme(restaurantWith())).toEqual({
      colors: { primary: "rgb(109,85,124)", accent: "rgba(180,81,76,1)", background: "white" },
      darkMode: "auto",
      background: "color",
      gradient: null,
      font: "system",
      menuButtonOpacity: 0.43,
      navigationStyle: "curved",
      images: { welcome: null, header: null, desktop: null },
    });
  });

  it("reads the business's own look", () => {
    expect(
      businessTheme(
        restaurantWith({
          dark_mode: "on",
          font_family: "IBM Plex Sans Arabic",
          navigation_style: "menu",
          theme_background_option: "gradient",
          gradient: { from: "#0b132b", to: "#1d3557", angle: 180 },
        }),
      ),
    ).toMatchObject({
      darkMode: "on",
      font: "IBM Plex Sans Arabic",
      navigationStyle: "menu",
      background: "gradient",
      gradient: { from: "#0b132b", to: "#1d3557", angle: 180 },
    });
  });

  it("falls back to the colour for a gradient background without a gradient", () => {
    const theme = businessTheme(restaurantWith({ theme_background_option: "gradient" }));
    expect(theme.background).toBe("color");
  });

  it("falls back to the colour for an image background without a picture", () => {
    expect(businessTheme(restaurantWith({ theme_background_option: "image" })).background).toBe(
      "color",
    );
    expect(
      businessTheme(
        restaurantWith({
          theme_background_option: "image",
          welcome_bg: "https://img.example/w.webp",
        }),
      ).background,
    ).toBe("image");
  });

  it("keeps a gradient only when the background option asks for it", () => {
    const theme = businessTheme(
      restaurantWith({ gradient: { from: "#fff", to: "#eee", angle: 90 } }),
    );
    expect(theme.gradient).toBeNull();
  });
});
