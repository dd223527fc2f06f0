import { providersOf, type BrowserPixel } from "./browser-pixels";
import type { TrackingConsent } from "./consent-cookie";

/**
 * Where a business's page stands with its pixels: it has none to load (`none`), must ask first
 * (`ask`), may load them (`granted`) or must not (`denied`).
 */
export type ConsentState = "none" | "ask" | "granted" | "denied";

/**
 * The state of a page from the business's browser pixels and the answer kept for it. A grant
 * covers only the providers it named: a provider added since asks again.
 * `consentState([{ provider: 1, id: "9" }], null) === "ask"`
 */
export function consentState(
  pixels: readonly BrowserPixel[],
  consent: TrackingConsent | null,
): ConsentState {
  if (pixels.length === 0) return "none";
  if (consent === null) return "ask";
  if (consent.choice === "denied") return "denied";
  const covered = providersOf(pixels).every((provider) => consent.providers.includes(provider));
  return covered ? "granted" : "ask";
}
