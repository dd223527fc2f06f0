import { describe, expect, it } from "vitest";
import ar from "./ar.json";
import en from "./en.json";

function keys(bundle: object, prefix = ""): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe("message bundles", () => {
  // Arabic has six plural forms where English has two (i18next's _zero, _one, _two, _few, _many, _other).
  const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

  it("say the same things in Arabic as in English", () => {
    const unique = (list: string[]) => [...new Set(list.map(withoutPlural))].sort();
    expect(unique(keys(ar))).toEqual(unique(keys(en)));
  });

  it("keep the same placeholders in every translation", () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    const at = (bundle: object, key: string): unknown =>
      key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
    // A plural form may say its number in words ("طبقان") instead of {{count}}.
    const named = (key: string, text: unknown) =>
      placeholders(text).filter((name) => key === withoutPlural(key) || name !== "{{count}}");
    for (const key of keys(ar)) {
      const english = at(en, key) ?? at(en, `${withoutPlural(key)}_other`);
      expect(named(key, at(ar, key)), key).toEqual(named(key, english));
    }
  });
});
