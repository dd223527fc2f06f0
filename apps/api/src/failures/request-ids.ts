import { requestIdHeader } from "@storefront/api-client";
import type { FastifyInstance } from "fastify";

/** Every answer says its request's id (ADR 067), for the caller's error screen and logs. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
}
