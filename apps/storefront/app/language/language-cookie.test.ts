import { describe, expect, it } from "vitest";
import { languageCookie, readLanguageCookie } from "./language-cookie";

describe("readLanguageCookie", () => {
  it("reads i18n_redirected among other cookies", () => {
    expect(readLanguageCookie("theme=dark; i18n_redirected=ar; token=x")).toBe("ar");
  });

  it("does not take a cookie whose name only ends like it", () => {
    expect(readLanguageCookie("old_i18n_redirected=fr")).toBeNull();
  });

  it("is null without a Cookie header, an empty value or a malformed encoding", () => {
    expect(readLanguageCookie(null)).toBeNull();
    expect(readLanguageCookie("i18n_redirected=")).toBeNull();
    expect(readLanguageCookie("i18n_redirected=%E0%A4%A")).toBeNull();
  });
});

describe("languageCookie", () => {
  it("keeps the language for 365 days on the whole site, SameSite=Lax (spec section 9)", () => {
    expect(languageCookie("ar")).toBe("i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("round-trips through readLanguageCookie", () => {
    const [pair = ""] = languageCookie("en").split(";");
    expect(readLanguageCookie(pair)).toBe("en");
  });
});
