import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  blackText,
  contrastRatio,
  darkText,
  isDarkColor,
  lightText,
  minimumContrast,
  parseColor,
  readableTextColor,
} from "./readable-text-color";

describe("readableTextColor", () => {
  it.each([
    ["rgb(109,85,124)", lightText],
    ["rgba(180,81,76,1)", lightText],
    ["white", darkText],
    ["black", lightText],
    ["#fff", darkText],
    ["#ffd400", darkText],
    ["#003366cc", lightText],
    ["rgba( 0 , 128 , 0 , 0.5 )", lightText],
    // A mid grey: white gives 3.9:1 and the soft dark text 4.3:1, so pure black it is.
    ["#7a7a7a", blackText],
  ])("puts readable text on %s", (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });

  it("uses dark text for a colour it cannot read", () => {
    expect(readableTextColor("papayawhip")).toBe(darkText);
  });

  describe("properties", () => {
    const channel = fc.integer({ min: 0, max: 255 });
    test.prop([channel, channel, channel])(
      "text on any opaque colour reaches AA contrast (4.5:1)",
      (red, green, blue) => {
        const background = `rgb(${red},${green},${blue})`;
        const text = parseColor(readableTextColor(background));
        expect(text).not.toBeNull();
        expect(contrastRatio([red, green, blue], text ?? [0, 0, 0])).toBeGreaterThanOrEqual(
          minimumContrast,
        );
      },
    );
  });
});

describe("isDarkColor", () => {
  it.each([
    ["#1c1412", true],
    ["#0b132b", true],
    ["white", false],
    ["#f7f7f5", false],
    ["#fdf8f0", false],
  ])("%s is dark: %s", (color, dark) => {
    expect(isDarkColor(color)).toBe(dark);
  });
});
