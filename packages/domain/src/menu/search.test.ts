import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./normalize-search-text.js";
import { searchItems } from "./search-items.js";

const item = (en: string, ar: string, description?: string) => ({
  name: { en, ar },
  description: description === undefined ? null : { en: description },
});

const menu = [
  item("Chicken Machboos", "مجبوس دجاج", "Spiced rice with chicken"),
  item("Lamb Machboos", "مجبوس لحم"),
  item("Harees", "هريس", "Wheat and chicken, slow cooked"),
  item("Karak Tea", "شاي كرك"),
  item("Café Latte", "كافيه لاتيه"),
  item("Chicken Shawarma", "شاورما دجاج"),
];
const names = (list: readonly { name: { en: string } }[]) => list.map((found) => found.name.en);

describe("normalizeSearchText", () => {
  it("folds case, accents, Arabic harakat, tatweel and the letters typed interchangeably", () => {
    expect(normalizeSearchText("  Café  LATTE ")).toBe("cafe latte");
    expect(normalizeSearchText("مَجْبُوس")).toBe("مجبوس");
    expect(normalizeSearchText("مجبـــوس")).toBe("مجبوس");
    expect(normalizeSearchText("أرز إضافي آخر")).toBe("ارز اضافي اخر");
    expect(normalizeSearchText("دجاجة مشوية")).toBe("دجاجه مشويه");
    expect(normalizeSearchText("حلوى")).toBe("حلوي");
  });

  it("reads Arabic-Indic and Persian digits as Latin digits", () => {
    expect(normalizeSearchText("٧ أيام")).toBe("7 ايام");
    expect(normalizeSearchText("۱۲")).toBe("12");
  });

  test.prop([fc.string({ unit: "grapheme" })])("is idempotent", (text) => {
    expect(normalizeSearchText(normalizeSearchText(text))).toBe(normalizeSearchText(text));
  });
});

describe("searchItems", () => {
  it("finds items by any word of their name, in any of their languages", () => {
    expect(names(searchItems(menu, "machboos"))).toEqual(["Chicken Machboos", "Lamb Machboos"]);
    expect(names(searchItems(menu, "مجبوس"))).toEqual(["Chicken Machboos", "Lamb Machboos"]);
    expect(names(searchItems(menu, "كرك"))).toEqual(["Karak Tea"]);
  });

  it("needs every word of the query, and ignores accents and Arabic marks", () => {
    expect(names(searchItems(menu, "chicken machboos"))).toEqual(["Chicken Machboos"]);
    expect(names(searchItems(menu, "cafe"))).toEqual(["Café Latte"]);
    expect(names(searchItems(menu, "مَجْبُوس لَحْم"))).toEqual(["Lamb Machboos"]);
  });

  it("puts names that start with the query first, then names, then descriptions", () => {
    expect(names(searchItems(menu, "chicken"))).toEqual([
      "Chicken Machboos",
      "Chicken Shawarma",
      "Harees",
    ]);
  });

  it("matches nothing for an empty or blank query", () => {
    expect(searchItems(menu, "")).toEqual([]);
    expect(searchItems(menu, "   ")).toEqual([]);
  });

  test.prop([fc.string({ unit: "grapheme" }), fc.shuffledSubarray(menu)])(
    "returns only items of the list, each once, each holding every word of the query",
    (query, list) => {
      const found = searchItems(list, query);
      expect(new Set(found).size).toBe(found.length);
      for (const hit of found) {
        expect(list).toContain(hit);
        const text = normalizeSearchText(
          [...Object.values(hit.name), ...Object.values(hit.description ?? {})].join("\n"),
        );
        for (const word of normalizeSearchText(query).split(" ")) expect(text).toContain(word);
      }
    },
  );

  test.prop([fc.constantFrom(...menu)])("always finds an item by its own name", (wanted) => {
    expect(searchItems(menu, wanted.name.en)).toContain(wanted);
    expect(searchItems(menu, wanted.name.ar)).toContain(wanted);
  });
});
