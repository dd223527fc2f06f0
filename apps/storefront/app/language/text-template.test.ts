import { describe, expect, it } from "vitest";
import { textTemplate } from "./text-template";
import { translate } from "./translate";

describe("textTemplate", () => {
  it("fills a message exactly as t would, in every bundle", () => {
    for (const language of ["en", "ar"]) {
      const t = translate(language);
      const range = textTemplate(t, "menu.priceRange", ["lowest", "highest"]);
      expect(range({ lowest: "1.000 KWD", highest: "2.500 KWD" })).toBe(
        t("menu.priceRange", { lowest: "1.000 KWD", highest: "2.500 KWD" }),
      );
      const calories = textTemplate(t, "menu.calories", ["value"]);
      expect(calories({ value: 520 })).toBe(t("menu.calories", { value: 520 }));
    }
  });

  it("keeps values as text, even ones that look like placeholders", () => {
    const add = textTemplate(translate("en"), "itemForm.quickAdd", ["name"]);
    expect(add({ name: "{{name}} & <b>" })).toBe("Add {{name}} & <b>");
  });
});
