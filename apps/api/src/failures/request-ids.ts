import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** The header that carries a request's correlation id, in and out (ADR 067). */
export const requestIdHeader = "x-request-id";

const acceptable = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The id of a request: the one the storefront (or a load balancer) sent, so that one customer's
 * page and every API call it made share it, or a new one. Anything else sent is replaced.
 * `requestIdFrom("not an id!")` is a new 16-character id.
 */
export function requestIdFrom(sent: string | string[] | undefined): string {
  return typeof sent === "string" && acceptable.test(sent)
    ? sent
    : randomBytes(12).toString("base64url");
}

/** Every answer says its request's id, for the caller's own error screen and logs. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
}
