import { createAnswerCache, createApiClient, type ApiClient } from "@storefront/api-client";
import { env } from "../env.server";

// One per server process: the API tags menus and businesses, so a repeat load is a 304 and the
// already checked answer, never a stale one.
const answerCache = createAnswerCache(200);

/** The v5 client at the configured base URL, asking in the interface language. */
export function apiFor(language: string): ApiClient {
  return createApiClient({ baseUrl: env.API_BASE_URL, locale: language, answerCache });
}
