import { isApiError } from "@storefront/api-client";
import { serverMessage } from "../api/server-message";
import { isTooManyRequests, tooManyRequestsStatus } from "../errors/too-many-requests";

/**
 * How a failed business load ends (spec section 8): not found, too many requests (the 433 view),
 * or a server error with its message.
 */
export type BusinessLoadFailure =
  | { status: 404 }
  | { status: typeof tooManyRequestsStatus }
  | { status: 500; message: string | null };

/**
 * What a failed business load shows: an unknown business is a 404; a refusal for asking too often
 * the 433 view; anything else a 500 with the server's message, or none (then "Something Went
 * Wrong") when no server answered with one.
 * `businessLoadFailure(new ApiError(404, "NOT_FOUND", "…")) → { status: 404 }`
 */
export function businessLoadFailure(error: unknown): BusinessLoadFailure {
  if (isApiError(error) && error.status === 404) return { status: 404 };
  if (isTooManyRequests(error)) return { status: tooManyRequestsStatus };
  return { status: 500, message: serverMessage(error) };
}
