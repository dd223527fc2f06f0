import {
  createAnswerCache,
  createApiClient,
  requestIdHeader,
  type ApiClient,
} from "@storefront/api-client";
import { env } from "../env.server";
import { currentRequestId } from "../errors/request-id.server";
import { noteFailedCall } from "../http/page-sharing.server";
import { traceCall } from "./trace-call.server";

// One per server process: the API tags menus and businesses, so a repeat load is a 304 and the
// already checked answer, never a stale one.
const answerCache = createAnswerCache(200);

/**
 * fetch with the request's id (ADR 067) and trace (ADR 070), telling the page cache of every call
 * that failed (ADR 053).
 */
const fetchNotingFailures: typeof fetch = async (input, init) => {
  const requestId = currentRequestId();
  const headers = new Headers(init?.headers);
  if (requestId) headers.set(requestIdHeader, requestId);
  const url = input instanceof Request ? input.url : String(input);
  try {
    const response = await traceCall(init?.method ?? "GET", url, headers, () =>
      fetch(input, { ...init, headers }),
    );
    if (response.status >= 400) noteFailedCall();
    return response;
  } catch (error) {
    noteFailedCall();
    throw error;
  }
};

// A client per interface language for the calls of no one in particular, made on every page.
const sharedClients = new Map<string, ApiClient>();

/**
 * The v5 client at the configured base URL, asking in the interface language. Calls the API
 * limits per client (codes, orders) pass the customer's address (`clientAddressOf(request)`).
 */
export function apiFor(language: string, clientAddress?: string): ApiClient {
  const shared = clientAddress === undefined ? sharedClients.get(language) : undefined;
  if (shared) return shared;
  const client = createApiClient({
    baseUrl: env.API_BASE_URL,
    locale: language,
    answerCache,
    clientAddress,
    fetch: fetchNotingFailures,
  });
  if (clientAddress === undefined) sharedClients.set(language, client);
  return client;
}

/**
 * The v5 client of a signed-in customer: every call sends `Authorization: Bearer <token>` (spec 7).
 * Only loaders and actions hold the token (it lives in an HttpOnly cookie); without a token it is
 * `apiFor`. The client never keeps a customer's answers in the shared cache.
 */
export function customerApiFor(
  language: string,
  token: string | null | undefined,
  clientAddress?: string,
): ApiClient {
  if (!token) return apiFor(language, clientAddress);
  return createApiClient({
    baseUrl: env.API_BASE_URL,
    locale: language,
    token,
    answerCache,
    clientAddress,
    fetch: fetchNotingFailures,
  });
}
