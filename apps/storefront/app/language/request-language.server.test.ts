import { describe, expect, it } from "vitest";
import { requestLanguage } from "./request-language.server";

const headers = (init: Record<string, string>) => new Headers(init);

describe("requestLanguage (spec section 4: cookie, then browser, then fallback)", () => {
  it("prefers the saved cookie over Accept-Language and sets no cookie again", () => {
    expect(
      requestLanguage(
        headers({ Cookie: "i18n_redirected=ar", "Accept-Language": "en-US,en;q=0.9" }),
      ),
    ).toEqual({
      language: "ar",
      cookieToSet: null,
    });
  });

  it("takes the browser's best interface language on first access and saves it", () => {
    const { language, cookieToSet } = requestLanguage(
      headers({ "Accept-Language": "xx,ar-KW;q=0.9,en;q=0.8" }),
    );
    expect(language).toBe("ar");
    expect(cookieToSet).toMatch(/^i18n_redirected=ar;/);
  });

  it("falls back to English and saves it when nothing decides", () => {
    const { language, cookieToSet } = requestLanguage(headers({}));
    expect(language).toBe("en");
    expect(cookieToSet).toMatch(/^i18n_redirected=en;/);
  });

  it("replaces a saved value that is no interface language", () => {
    const { language, cookieToSet } = requestLanguage(
      headers({ Cookie: "i18n_redirected=xx", "Accept-Language": "fr" }),
    );
    expect(language).toBe("fr");
    expect(cookieToSet).toMatch(/^i18n_redirected=fr;/);
  });

  it("keeps a language without a bundle: its text falls back later, its code stays", () => {
    expect(requestLanguage(headers({ Cookie: "i18n_redirected=fa" })).language).toBe("fa");
  });
});
