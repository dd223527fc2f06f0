import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "../root-data";
import type { BrowserPixel } from "./browser-pixels";
import { consentState, type ConsentState } from "./consent-state";

/** Where this page stands with the business's pixels, from the answer the root loader read. */
export function useConsentState(pixels: readonly BrowserPixel[]): ConsentState {
  const consent = useRouteLoaderData<RootData>("root")?.trackingConsent ?? null;
  return consentState(pixels, consent);
}
