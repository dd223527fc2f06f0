import { isInterfaceLanguage, type InterfaceLanguage } from "./translate";

/** The cookie that keeps the language a member of staff chose. */
export const languageCookieName = "business_language";

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/**
 * The interface language of a request: the one chosen (cookie), else the first of the browser's
 * languages the app speaks, else English.
 */
export function requestLanguage(headers: Headers): InterfaceLanguage {
  const chosen = readCookie(headers.get("Cookie"), languageCookieName);
  if (isInterfaceLanguage(chosen)) return chosen;
  const accepted = (headers.get("Accept-Language") ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim().slice(0, 2).toLowerCase());
  return accepted.find(isInterfaceLanguage) ?? "en";
}

/** The Set-Cookie value that keeps a chosen language for a year. */
export function languageCookie(language: InterfaceLanguage, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
