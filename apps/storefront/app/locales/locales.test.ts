import { interfaceLanguages } from "@storefront/domain";
import { describe, expect, it } from "vitest";

// Every bundle, read as the server reads them.
const bundles = import.meta.glob<Record<string, unknown>>("./*.json", {
  eager: true,
  import: "default",
});
const bundleOf = (language: string) => bundles[`./${language}.json`];
const english = bundleOf("en") ?? {};

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function entries(bundle: object, prefix = ""): [string, unknown][] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** English's text for a key of another bundle, whose plural forms may differ from English's. */
function englishFor(key: string): unknown {
  const flat = new Map(entries(english));
  return flat.get(key) ?? flat.get(key.replace(pluralSuffix, "_other"));
}

describe("message bundles (spec 9: 41 interface languages)", () => {
  it("exist for every interface language, and for no other", () => {
    const files = Object.keys(bundles).map((file) => file.replace(/^\.\/|\.json$/g, ""));
    expect(files.sort()).toEqual([...interfaceLanguages].sort());
  });

  describe.each(interfaceLanguages.filter((language) => language !== "en"))("%s", (language) => {
    const bundle = bundleOf(language) ?? {};
    const flat = entries(bundle);

    it("says everything English says, and nothing more", () => {
      const base = (list: [string, unknown][]) =>
        [...new Set(list.map(([key]) => key.replace(pluralSuffix, "")))].sort();
      expect(base(flat)).toEqual(base(entries(english)));
    });

    it("gives each counted message exactly the plural forms the language has", () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const counted = new Map<string, string[]>();
      for (const [key] of flat) {
        const match = key.match(pluralSuffix);
        if (match) {
          const base = key.replace(pluralSuffix, "");
          counted.set(base, [...(counted.get(base) ?? []), match[1] ?? ""]);
        }
      }
      for (const [base, forms] of counted)
        expect(forms.sort(), base).toEqual([...categories].sort());
    });

    it("has no empty text", () => {
      const empty = flat.filter(([, text]) => typeof text !== "string" || text.trim() === "");
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it("keeps every placeholder of the English text", () => {
      for (const [key, text] of flat) {
        const expected = placeholders(englishFor(key));
        // A plural form may write its number in words ("طبقان") instead of {{count}}.
        const found = placeholders(text);
        const lost = expected.filter(
          (name) => !found.includes(name) && !(pluralSuffix.test(key) && name === "count"),
        );
        expect(lost, `${key}: ${String(text)}`).toEqual([]);
        expect(
          found.filter((name) => !expected.includes(name)),
          key,
        ).toEqual([]);
      }
    });
  });
});
