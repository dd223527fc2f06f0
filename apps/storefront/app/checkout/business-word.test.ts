import { describe, expect, it } from "vitest";
import { businessWord } from "./checkout-view";

describe("a business's own word for its tables", () => {
  it("is shown on pages in the business's first language", () => {
    expect(businessWord("Tisch", "de", ["de", "en", "fr"])).toBe("Tisch");
    expect(businessWord("طاولة", "ar", ["ar", "en"])).toBe("طاولة");
  });

  it("gives way to the interface's word on a page in any other language", () => {
    expect(businessWord("Tisch", "en", ["de", "en", "fr"])).toBeNull();
    expect(businessWord("طاولة", "en", ["ar", "en"])).toBeNull();
    expect(businessWord(null, "de", ["de"])).toBeNull();
  });
});
