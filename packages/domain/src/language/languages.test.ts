import { describe, expect, it } from "vitest";
import {
  interfaceLanguages,
  isInterfaceLanguage,
  primarySubtag,
  textDirection,
} from "./languages.js";

describe("interface languages", () => {
  it("spec 9: 41 interface languages", () => {
    expect(interfaceLanguages).toHaveLength(41);
    expect(new Set(interfaceLanguages).size).toBe(41);
    expect(interfaceLanguages).toEqual(
      expect.arrayContaining(["ar", "en", "fa", "ur", "zh", "ku", "nn", "no"]),
    );
  });

  it("accepts only those languages", () => {
    expect(isInterfaceLanguage("ar")).toBe(true);
    expect(isInterfaceLanguage("he")).toBe(false);
    expect(isInterfaceLanguage("AR")).toBe(false);
  });
});

describe("textDirection", () => {
  it("spec 9: ar, fa and ur are right-to-left", () => {
    expect(["ar", "fa", "ur"].map(textDirection)).toEqual(["rtl", "rtl", "rtl"]);
  });

  it("reads regional tags by their primary language", () => {
    expect(textDirection("ar-KW")).toBe("rtl");
    expect(textDirection("en-GB")).toBe("ltr");
  });

  it("is left-to-right for the other interface languages", () => {
    const others = interfaceLanguages.filter((code) => !["ar", "fa", "ur"].includes(code));
    expect(new Set(others.map(textDirection))).toEqual(new Set(["ltr"]));
  });

  it("takes the primary subtag in lower case", () => {
    expect(primarySubtag("zh_Hant-TW")).toBe("zh");
    expect(primarySubtag("AR-kw")).toBe("ar");
  });
});
