import { readCookie, yearLongCookie } from "../cookies/site-cookie";
import { browserProviders, isBrowserProvider, type BrowserProvider } from "./browser-pixels";

/** The customer's answer to a business's consent banner. */
export type TrackingConsent =
  { choice: "granted"; providers: BrowserProvider[] } | { choice: "denied" };

/**
 * The cookie that keeps the answer given to one business: consent to one business's trackers is
 * not consent to another's (references are cookie-safe).
 */
export function consentCookieName(referenceId: string): string {
  return `tracking_consent_${referenceId}`;
}

/**
 * The answer kept for a business in a Cookie header, or null when none was given. A grant names
 * the providers it was given for (`granted.1.2`), so a provider added later asks again.
 * `readTrackingConsent("tracking_consent_demo=granted.1.2", "demo")` gives a grant for providers 1 and 2.
 */
export function readTrackingConsent(
  cookieHeader: string | null | undefined,
  referenceId: string | undefined,
): TrackingConsent | null {
  if (!referenceId) return null;
  const value = readCookie(cookieHeader, consentCookieName(referenceId));
  if (value === "denied") return { choice: "denied" };
  const [choice, ...codes] = (value ?? "").split(".");
  if (choice !== "granted") return null;
  const providers = browserProviders.filter((provider) => codes.includes(String(provider)));
  const known = codes.every((code) => isBrowserProvider(Number(code)));
  return providers.length > 0 && known ? { choice: "granted", providers } : null;
}

/** A Set-Cookie value that keeps the answer for a business for a year. */
export function trackingConsentCookie(referenceId: string, consent: TrackingConsent): string {
  const value =
    consent.choice === "denied" ? "denied" : ["granted", ...consent.providers].join(".");
  return yearLongCookie(consentCookieName(referenceId), value);
}

/** A Set-Cookie value that forgets the answer, so the banner asks again. */
export function forgetTrackingConsentCookie(referenceId: string): string {
  return `${consentCookieName(referenceId)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
