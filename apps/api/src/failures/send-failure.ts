import type { Failure, FailureCode } from "@storefront/api-client";
import type { FastifyReply } from "fastify";

/**
 * Answers with the v5 failure envelope. `sendFailure(reply, 404, "NOT_FOUND", "No business has the reference x")`
 */
export function sendFailure(
  reply: FastifyReply,
  status: number,
  code: FailureCode,
  message: string,
  details?: Record<string, unknown>,
): FastifyReply {
  const failure: Failure = { error: 1, code, message, ...(details ? { details } : {}) };
  // Failures the router answers before any hook runs carry it too (security/no-sniff.ts).
  return reply.code(status).header("X-Content-Type-Options", "nosniff").send(failure);
}
