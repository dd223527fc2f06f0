import { createApiClient, requestIdHeader, type ApiClient } from "@storefront/api-client";
import { env } from "../env.server";

/**
 * The API client of a member of staff: every call sends their session's bearer token, which only
 * loaders and actions hold (it lives in an HttpOnly cookie). Without a token: the sign-in calls,
 * which pass the member of staff's address for the API's limits per client (ADR 025). Every call
 * carries the id of the request it serves (ADR 067).
 */
export function staffApi(
  request: Request,
  language: string,
  token?: string,
  clientAddress?: string,
): ApiClient {
  return createApiClient({
    baseUrl: env.API_BASE_URL,
    locale: language,
    token,
    clientAddress: clientAddress || undefined,
    requestId: request.headers.get(requestIdHeader) ?? undefined,
  });
}

/** The API's board feed (server-sent events) for a token: a stream this app passes on. */
export function boardEventsRequest(request: Request, token: string): Promise<Response> {
  const base = env.API_BASE_URL.endsWith("/") ? env.API_BASE_URL : `${env.API_BASE_URL}/`;
  const headers = new Headers({ Accept: "text/event-stream", Authorization: `Bearer ${token}` });
  const requestId = request.headers.get(requestIdHeader);
  if (requestId) headers.set(requestIdHeader, requestId);
  return fetch(new URL("business/v1/events", base), { headers, signal: request.signal });
}
