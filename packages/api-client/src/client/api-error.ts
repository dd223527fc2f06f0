import type { FailureCode } from "../contract/envelope.js";

/** Codes the client itself produces when no proper answer arrived. */
export type TransportCode = "NETWORK" | "BAD_ANSWER";

/**
 * A call that did not succeed: the server's failure envelope (with its HTTP status, code and
 * message), an unreachable server (`NETWORK`), or an answer that broke the contract (`BAD_ANSWER`).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: FailureCode | TransportCode | (string & {}),
    message: string,
    /** The failure's `details`, when the server sent some (PRICE_CHANGED: the new breakdown). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
