/** The cookie that keeps the interface language (spec section 9), named as the spec names it. */
export const languageCookieName = "i18n_redirected";

const oneYearInSeconds = 365 * 24 * 60 * 60;

/**
 * The language saved in the `i18n_redirected` cookie of a Cookie header, or null.
 * `readLanguageCookie("a=1; i18n_redirected=ar") === "ar"`
 */
export function readLanguageCookie(cookieHeader: string | null | undefined): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== languageCookieName) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A Set-Cookie value that keeps the interface language for 365 days on the whole site.
 * `languageCookie("ar") === "i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax"`
 */
export function languageCookie(language: string): string {
  return `${languageCookieName}=${encodeURIComponent(language)}; Max-Age=${oneYearInSeconds}; Path=/; SameSite=Lax`;
}
