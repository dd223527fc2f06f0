import { readTrackingConsent } from "./consent-cookie";
import { trackingSources } from "./provider-sources";

/**
 * The pixel sources one request's page may load: those of the providers the customer accepted
 * for the business whose page this is (the first part of the path, `/{referenceId}/…`), none
 * anywhere else. `allowedTrackingSources("/demo/delivery", "tracking_consent_demo=granted.2")`
 * allows Google's hosts; the same cookie on `/demo-shop` allows nothing.
 */
export function allowedTrackingSources(
  pathname: string,
  cookieHeader: string | null | undefined,
): { script: string[]; connect: string[]; image: string[] } {
  const referenceId = /^\/([A-Za-z0-9_-]{1,120})(?:[/.]|$)/.exec(pathname)?.[1];
  const consent = readTrackingConsent(cookieHeader, referenceId);
  return trackingSources(consent?.choice === "granted" ? consent.providers : []);
}
