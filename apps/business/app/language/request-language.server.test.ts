import { describe, expect, it } from "vitest";
import { languageCookie, requestLanguage } from "./request-language.server";

describe("requestLanguage", () => {
  it("takes the chosen language first", () => {
    const headers = new Headers({ Cookie: "a=1; business_language=ar", "Accept-Language": "en" });
    expect(requestLanguage(headers)).toBe("ar");
  });

  it("takes the browser's first language the app speaks", () => {
    expect(requestLanguage(new Headers({ "Accept-Language": "de-CH, ar-KW;q=0.8" }))).toBe("ar");
  });

  it("falls back to English", () => {
    expect(requestLanguage(new Headers({ Cookie: "business_language=xx" }))).toBe("en");
  });

  it("keeps the choice a year, Secure over HTTPS", () => {
    expect(languageCookie("ar", true)).toBe(
      "business_language=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });
});
