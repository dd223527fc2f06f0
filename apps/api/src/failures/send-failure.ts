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
  return reply.code(status).send(failure);
}
