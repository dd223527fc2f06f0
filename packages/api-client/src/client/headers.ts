import { requestIdHeader } from "../contract/request-id.js";

/**
 * The headers every v5 call carries (spec section 7): a webapp marker, version 5, the locale,
 * no-cache, the current time, and a bearer token when the customer is signed in.
 * The names are ours where the spec is silent; this is the one place that says them.
 */
export const headerNames = {
  client: "X-Client",
  version: "X-Api-Version",
  locale: "Accept-Language",
  cacheControl: "Cache-Control",
  currentTime: "X-Current-Time",
  authorization: "Authorization",
  /** The customer's own address, from a server that calls on their behalf (ADR 025). */
  forwardedFor: "X-Forwarded-For",
} as const;

export const clientMarker = "webapp";
export const apiVersion = "5";

export interface HeaderInput {
  locale: string;
  now: Date;
  token?: string | undefined;
  clientAddress?: string | undefined;
  requestId?: string | undefined;
}

/** Builds the v5 request headers for one call. */
export function buildHeaders({
  locale,
  now,
  token,
  clientAddress,
  requestId,
}: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    [headerNames.client]: clientMarker,
    [headerNames.version]: apiVersion,
    [headerNames.locale]: locale,
    [headerNames.cacheControl]: "no-cache",
    [headerNames.currentTime]: now.toISOString(),
  };
  if (token) headers[headerNames.authorization] = `Bearer ${token}`;
  if (clientAddress) headers[headerNames.forwardedFor] = clientAddress;
  if (requestId) headers[requestIdHeader] = requestId;
  return headers;
}
