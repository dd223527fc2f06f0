import { createApiClient, type ApiClient } from "@storefront/api-client";
import { env } from "../env.server";

/** The v5 client at the configured base URL, asking in the interface language. */
export function apiFor(language: string): ApiClient {
  return createApiClient({ baseUrl: env.API_BASE_URL, locale: language });
}
