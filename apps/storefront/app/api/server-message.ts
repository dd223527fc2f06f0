import { isApiError } from "@storefront/api-client";

/**
 * The message a server answered a failed call with, or null when no server said anything: the
 * NETWORK and BAD_ANSWER messages are the client's own words, not for customers.
 */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.code !== "NETWORK" && error.code !== "BAD_ANSWER"
    ? error.message
    : null;
}
