import { idempotencyKeySchema } from "@storefront/api-client";
import type { FastifyRequest } from "fastify";
import { RequestFailure } from "./request-failure.js";

/**
 * The request's `Idempotency-Key`, which every call that moves money needs: without one, a
 * retried or double-sent request could be done twice. 400 IDEMPOTENCY_KEY_REQUIRED otherwise.
 */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const key = idempotencyKeySchema.safeParse(request.headers["idempotency-key"]);
  if (!key.success) {
    throw new RequestFailure(
      400,
      "IDEMPOTENCY_KEY_REQUIRED",
      "Send an Idempotency-Key header of 16 to 64 letters, digits, - or _",
    );
  }
  return key.data;
}
