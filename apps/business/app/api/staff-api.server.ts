import { createApiClient, type ApiClient } from "@storefront/api-client";
import { env } from "../env.server";

/**
 * The API client of a member of staff: every call sends their session's bearer token, which only
 * loaders and actions hold (it lives in an HttpOnly cookie). Without a token: the sign-in calls,
 * which pass the member of staff's address for the API's limits per client (ADR 025).
 */
export function staffApi(language: string, token?: string, clientAddress?: string): ApiClient {
  return createApiClient({
    baseUrl: env.API_BASE_URL,
    locale: language,
    token,
    clientAddress: clientAddress || undefined,
  });
}

/** The API's board feed (server-sent events) for a token: a stream this app passes on. */
export function boardEventsRequest(token: string, signal: AbortSignal): Promise<Response> {
  const base = env.API_BASE_URL.endsWith("/") ? env.API_BASE_URL : `${env.API_BASE_URL}/`;
  return fetch(new URL("business/v1/events", base), {
    headers: { Accept: "text/event-stream", Authorization: `Bearer ${token}` },
    signal,
  });
}
