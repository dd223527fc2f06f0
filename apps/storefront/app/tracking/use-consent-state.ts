import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "../root";
import type { BrowserPixel } from "./browser-pixels";
import { consentState, type ConsentState } from "./consent-state";

/** Where this page stands with the business's pixels, from the answer the root loader read. */
export function useConsentState(pixels: readonly BrowserPixel[]): ConsentState {
  const consent = useRouteLoaderData<typeof rootLoader>("root")?.trackingConsent ?? null;
  return consentState(pixels, consent);
}
