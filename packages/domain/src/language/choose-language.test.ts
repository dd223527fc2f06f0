import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { chooseBusinessLanguage } from "./choose-business-language.js";
import { chooseInterfaceLanguage } from "./choose-interface-language.js";
import { interfaceLanguages, isInterfaceLanguage } from "./languages.js";
import { pickText } from "./pick-text.js";

describe("chooseInterfaceLanguage", () => {
  it("spec 4: the interface language is chosen from a saved cookie first", () => {
    expect(chooseInterfaceLanguage({ saved: "ar", browser: ["en"] })).toBe("ar");
  });

  it("spec 4: then the browser language", () => {
    expect(chooseInterfaceLanguage({ saved: null, browser: ["fr", "en"] })).toBe("fr");
  });

  it("spec 4: then a fallback (en unless told)", () => {
    expect(chooseInterfaceLanguage({ saved: undefined, browser: [] })).toBe("en");
    expect(chooseInterfaceLanguage({ saved: undefined, browser: [], fallback: "ar" })).toBe("ar");
  });

  it("skips a saved or browser language that is not an interface language", () => {
    expect(chooseInterfaceLanguage({ saved: "xx", browser: ["he", "ar-KW"] })).toBe("ar");
  });

  describe("properties", () => {
    test.prop([fc.option(fc.string()), fc.array(fc.string())])(
      "always answers one of the 41 languages",
      (saved, browser) => {
        expect(isInterfaceLanguage(chooseInterfaceLanguage({ saved, browser }))).toBe(true);
      },
    );

    test.prop([fc.constantFrom(...interfaceLanguages), fc.array(fc.string())])(
      "a valid saved language always wins",
      (saved, browser) => {
        expect(chooseInterfaceLanguage({ saved, browser })).toBe(saved);
      },
    );
  });
});

describe("chooseBusinessLanguage", () => {
  it("spec 4: the browser language if the business allows it", () => {
    expect(chooseBusinessLanguage({ browser: ["en-US"], businessLocales: ["ar", "en"] })).toBe(
      "en",
    );
  });

  it("spec 4: else the first business locale", () => {
    expect(chooseBusinessLanguage({ browser: ["fr"], businessLocales: ["ar", "en"] })).toBe("ar");
  });

  it("spec 4: else en", () => {
    expect(chooseBusinessLanguage({ browser: ["fr"], businessLocales: [] })).toBe("en");
  });
});

describe("pickText", () => {
  const name = { en: "Machboos", ar: "مجبوس" };

  it("gives the wanted language", () => {
    expect(pickText(name, "ar")).toBe("مجبوس");
    expect(pickText(name, "en-GB")).toBe("Machboos");
  });

  it("falls back to the business's languages in order, then English, then any", () => {
    expect(pickText({ ar: "مجبوس", fr: "Machbous" }, "de", ["fr", "ar"])).toBe("Machbous");
    expect(pickText(name, "de")).toBe("Machboos");
    expect(pickText({ fr: "Machbous" }, "de")).toBe("Machbous");
  });

  it("skips empty translations", () => {
    expect(pickText({ ar: "", en: "Machboos" }, "ar")).toBe("Machboos");
  });
});
