import { isApiError } from "@storefront/api-client";

/**
 * The status of the spec's dedicated error view (section 2: "433: a dedicated view"), which this
 * storefront gives to "too many requests": the API refused a page's calls for a while (ADR 019).
 */
export const tooManyRequestsStatus = 433;

/**
 * Whether a failed call was refused for asking too often: the API's RATE_LIMITED, HTTP 429.
 * `isTooManyRequests(new ApiError(429, "RATE_LIMITED", "Slow down")) === true`
 */
export function isTooManyRequests(error: unknown): boolean {
  return isApiError(error) && (error.code === "RATE_LIMITED" || error.status === 429);
}

/** The answer a loader throws when the API asked it to slow down: the error screen's 433 view. */
export function tooManyRequests(): Response {
  return new Response(null, { status: tooManyRequestsStatus, statusText: "Too Many Requests" });
}
