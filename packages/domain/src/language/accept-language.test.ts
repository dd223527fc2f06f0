import { describe, expect, it } from "vitest";
import { acceptedLanguages } from "./accept-language.js";

describe("acceptedLanguages", () => {
  it("orders by quality, then by position, as primary subtags without repeats", () => {
    expect(acceptedLanguages("en;q=0.5, ar-KW, ar;q=0.9, fr;q=0.5")).toEqual(["ar", "en", "fr"]);
  });

  it("drops the wildcard and languages refused with q=0", () => {
    expect(acceptedLanguages("*, de;q=0, it")).toEqual(["it"]);
  });

  it("gives nothing for a missing or empty header", () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
  });

  it("treats an unreadable quality as refused", () => {
    expect(acceptedLanguages("ar;q=abc, en")).toEqual(["en"]);
  });
});
