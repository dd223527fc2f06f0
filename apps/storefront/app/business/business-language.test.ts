import type { Restaurant } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { withBusinessLanguageFirst } from "./business-language";

const restaurant = { locales: ["ar", "en"] } as Restaurant;

describe("withBusinessLanguageFirst (spec 4: the business language)", () => {
  it("puts the browser's language first when the business allows it", () => {
    expect(withBusinessLanguageFirst(restaurant, "ja,en;q=0.8").locales).toEqual(["en", "ar"]);
  });

  it("keeps the business's first locale when the browser wants none of its languages", () => {
    expect(withBusinessLanguageFirst(restaurant, "ja").locales).toEqual(["ar", "en"]);
    expect(withBusinessLanguageFirst(restaurant, null)).toBe(restaurant);
  });

  it("never changes the business it was given (answers are shared between requests)", () => {
    withBusinessLanguageFirst(restaurant, "en-GB");
    expect(restaurant.locales).toEqual(["ar", "en"]);
  });
});
