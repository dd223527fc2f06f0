import { describe, expect, it } from "vitest";
import { darkText, lightText, readableTextColor } from "./readable-text-color";

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
  ])("puts readable text on %s", (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });

  it("uses dark text for a colour it cannot read", () => {
    expect(readableTextColor("papayawhip")).toBe(darkText);
  });
});
