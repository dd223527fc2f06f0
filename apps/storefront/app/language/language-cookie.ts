import { readCookie, yearLongCookie } from "../cookies/site-cookie";

/** The cookie that keeps the interface language (spec section 9), named as the spec names it. */
export const languageCookieName = "i18n_redirected";

/**
 * The language saved in the `i18n_redirected` cookie of a Cookie header, or null.
 * `readLanguageCookie("a=1; i18n_redirected=ar") === "ar"`
 */
export function readLanguageCookie(cookieHeader: string | null | undefined): string | null {
  return readCookie(cookieHeader, languageCookieName) || null;
}

/**
 * A Set-Cookie value that keeps the interface language for 365 days on the whole site.
 * `languageCookie("ar") === "i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax"`
 */
export function languageCookie(language: string): string {
  return yearLongCookie(languageCookieName, language);
}
