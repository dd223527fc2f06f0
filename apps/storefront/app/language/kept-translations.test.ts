import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n";
import { keptTranslations } from "./kept-translations";

const keys = [
  "menu.title",
  "menu.backHome",
  "menu.calories",
  "menu.priceRange",
  "search.count",
  "nav.cartCount",
  "checkout.minimumMore",
  "no.such.key",
];
const value = fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: -3, max: 40 }), fc.boolean());
// Interpolated values of every kind a page passes, and sometimes a default text.
const options = fc.option(
  fc
    .tuple(
      fc.dictionary(
        fc.constantFrom("type", "name", "value", "count", "query", "lowest", "highest", "amount"),
        value,
      ),
      fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
    )
    .map(([values, defaultValue]) =>
      defaultValue === undefined ? values : { ...values, defaultValue },
    ),
  { nil: undefined },
);

describe("keptTranslations", () => {
  test.prop([
    fc.constantFrom("en", "ar", "fr"),
    fc.array(fc.tuple(fc.constantFrom(...keys), options)),
  ])("answers every call, repeated or not, as i18next does", (language, calls) => {
    const instance = i18nFor(language);
    const kept = keptTranslations(instance);
    for (const [key, callOptions] of [...calls, ...calls]) {
      expect(kept(key, callOptions as never)).toEqual(instance.t(key, callOptions as never));
    }
  });

  it("is one function per instance", () => {
    expect(keptTranslations(i18nFor("en"))).toBe(keptTranslations(i18nFor("en")));
    expect(keptTranslations(i18nFor("ar"))).not.toBe(keptTranslations(i18nFor("en")));
  });

  it("tells a string default apart from options that spell the same", () => {
    const kept = keptTranslations(i18nFor("en"));
    expect(kept("no.such.key", '{"defaultValue":"x"}')).toBe('{"defaultValue":"x"}');
    expect(kept("no.such.key", { defaultValue: "x" })).toBe("x");
  });
});
