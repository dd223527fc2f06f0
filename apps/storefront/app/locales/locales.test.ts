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
  it("say the same things in Arabic as in English", () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
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
    for (const key of keys(en)) {
      expect(placeholders(at(ar, key)), key).toEqual(placeholders(at(en, key)));
    }
  });
});
