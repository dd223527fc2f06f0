import { useLocation } from "@remix-run/react";
import { asksOnPage } from "./asks-on-page";
import { ConsentBanner, type ConsentAsked } from "./ConsentBanner";
import { TrackingPixels } from "./TrackingPixels";
import { useConsentState } from "./use-consent-state";

/**
 * The top of a business's page for its marketing pixels: the consent banner until the customer
 * answers (on the pages where they browse), the pixels once they accept, nothing when they
 * decline or the business has none.
 */
export function TrackingConsent(asked: ConsentAsked) {
  const state = useConsentState(asked.pixels);
  const { pathname } = useLocation();
  if (state === "ask") {
    return asksOnPage(pathname) ? <ConsentBanner {...asked} /> : null;
  }
  return state === "granted" ? <TrackingPixels pixels={asked.pixels} /> : null;
}
