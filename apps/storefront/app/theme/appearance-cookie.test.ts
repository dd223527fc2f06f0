import { describe, expect, it } from "vitest";
import { parseAppearanceChoice } from "./appearance-choice";
import { appearanceCookie, readAppearance } from "./appearance-cookie";

describe("the appearance cookie", () => {
  it.each([
    ["appearance=dark", "dark"],
    ["a=1; appearance=light; b=2", "light"],
    ["appearance=device", "device"],
    ["appearance=purple", null],
    ["appearance=", null],
    ["", null],
    [null, null],
  ] as const)("reads %j as %s", (header, appearance) => {
    expect(readAppearance(header)).toBe(appearance);
  });

  it("keeps a choice for a year on the whole site", () => {
    expect(appearanceCookie("dark")).toBe(
      "appearance=dark; Max-Age=31536000; Path=/; SameSite=Lax",
    );
  });

  it("forgets the choice when the customer goes back to the business's own look", () => {
    expect(appearanceCookie(null)).toBe("appearance=; Max-Age=0; Path=/; SameSite=Lax");
  });
});

describe("parseAppearanceChoice", () => {
  it.each([
    ["light", "light"],
    ["dark", "dark"],
    ["device", "device"],
    ["business", null],
    ["auto", undefined],
    [null, undefined],
  ] as const)("reads %j as %s", (value, choice) => {
    expect(parseAppearanceChoice(value)).toBe(choice);
  });
});
