/**
 * The decoded value of one cookie in a Cookie header, or null when it is absent or undecodable.
 * `readCookie("a=1; i18n_redirected=ar", "i18n_redirected") === "ar"`
 */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const oneYearInSeconds = 365 * 24 * 60 * 60;

/**
 * A Set-Cookie value that keeps a value for a year on the whole site, sent on same-site
 * navigations only. `yearLongCookie("branch_demo", "2") === "branch_demo=2; Max-Age=31536000; Path=/; SameSite=Lax"`
 */
export function yearLongCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${oneYearInSeconds}; Path=/; SameSite=Lax`;
}

/**
 * A Set-Cookie value only the server reads (HttpOnly), sent on same-site navigations, kept
 * `maxAge` seconds (0 forgets it) below `path`; `value` is already cookie-safe and `secure` is
 * `secureAttribute(request)`.
 * `httpOnlyCookie("otp_demo", "", 0, "/demo", "") === "otp_demo=; Max-Age=0; Path=/demo; SameSite=Lax; HttpOnly"`
 */
export function httpOnlyCookie(
  name: string,
  value: string,
  maxAge: number,
  path: string,
  secure: string,
): string {
  return `${name}=${value}; Max-Age=${maxAge}; Path=${path}; SameSite=Lax; HttpOnly${secure}`;
}

/** "; Secure" where the customer reached the site over HTTPS (directly or through a proxy). */
export function secureAttribute(request: Request): string {
  const https =
    new URL(request.url).protocol === "https:" ||
    request.headers.get("X-Forwarded-Proto") === "https";
  return https ? "; Secure" : "";
}
