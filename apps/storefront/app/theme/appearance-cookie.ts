import { readCookie, yearLongCookie } from "../cookies/site-cookie";

/** What a customer chose in the settings: always light, always dark, or as their device is set. */
export const appearances = ["light", "dark", "device"] as const;
export type Appearance = (typeof appearances)[number];

/** The cookie that keeps the customer's appearance for a year, on every business of the site. */
export const appearanceCookieName = "appearance";

/**
 * The appearance a customer chose, from a Cookie header; null when they chose none (the business's
 * dark_mode then decides) or the cookie holds something else.
 * `readAppearance("appearance=dark") === "dark"`
 */
export function readAppearance(cookieHeader: string | null | undefined): Appearance | null {
  const value = readCookie(cookieHeader, appearanceCookieName);
  return appearances.find((appearance) => appearance === value) ?? null;
}

/**
 * The Set-Cookie value that keeps a choice for a year, or, for `null` (back to the business's
 * own), that removes it. `appearanceCookie("dark") === "appearance=dark; Max-Age=31536000; Path=/; SameSite=Lax"`
 */
export function appearanceCookie(appearance: Appearance | null): string {
  return appearance
    ? yearLongCookie(appearanceCookieName, appearance)
    : `${appearanceCookieName}=; Max-Age=0; Path=/; SameSite=Lax`;
}
