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
    const placeholders = (text: string) => text.match(/\{\{\w+\}\}/g) ?? [];
    const arText = new Map(Object.entries(ar.meta));
    for (const [key, text] of Object.entries(en.meta)) {
      expect(placeholders(arText.get(key) ?? "")).toEqual(placeholders(text));
    }
  });
});
