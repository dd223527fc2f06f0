import type { FailureCode } from "@storefront/api-client";

/** A failure the client caused or must hear about; the error handler answers it as the v5 envelope. */
export class RequestFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: FailureCode,
    message: string,
    /** What the client needs to recover (PRICE_CHANGED: the new breakdown). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "RequestFailure";
  }
}
