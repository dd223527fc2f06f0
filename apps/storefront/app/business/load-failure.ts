import { isApiError } from "@storefront/api-client";
import { serverMessage } from "../api/server-message";

/** How a failed business load ends (spec section 8): not found, or a server error with its message. */
export type BusinessLoadFailure = { status: 404 } | { status: 500; message: string | null };

/**
 * What a failed business load shows: an unknown business is a 404; anything else a 500 with the
 * server's message, or none (then "Something Went Wrong") when no server answered with one.
 * `businessLoadFailure(new ApiError(404, "NOT_FOUND", "…")) → { status: 404 }`
 */
export function businessLoadFailure(error: unknown): BusinessLoadFailure {
  if (isApiError(error) && error.status === 404) return { status: 404 };
  return { status: 500, message: serverMessage(error) };
}
