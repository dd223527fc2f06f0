import { useLocation } from "@remix-run/react";
import { asksOnPage } from "./asks-on-page";
import type { BrowserPixel } from "./browser-pixels";
import { ConsentBanner } from "./ConsentBanner";
import { TrackingPixels } from "./TrackingPixels";
import { useConsentState } from "./use-consent-state";

/**
 * The top of a business's page for its marketing pixels: the consent banner until the customer
 * answers (on the pages where they browse), the pixels once they accept, nothing when they
 * decline or the business has none.
 */
export function TrackingConsent({
  referenceId,
  businessName,
  pixels,
}: {
  referenceId: string;
  businessName: string;
  pixels: readonly BrowserPixel[];
}) {
  const state = useConsentState(pixels);
  const { pathname } = useLocation();
  if (state === "ask") {
    return asksOnPage(pathname) ? (
      <ConsentBanner referenceId={referenceId} businessName={businessName} pixels={pixels} />
    ) : null;
  }
  return state === "granted" ? <TrackingPixels pixels={pixels} /> : null;
}
