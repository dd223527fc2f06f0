import type { FastifyError, FastifyInstance } from "fastify";
import { RequestFailure } from "./request-failure.js";
import { sendFailure } from "./send-failure.js";

const internalMessage = "Something went wrong on our side; please try again later.";

/**
 * Makes every failure the v5 envelope: unknown routes are 404 NOT_FOUND, requests Fastify cannot
 * read (malformed JSON, unsupported content type, oversized body) are 400 BAD_REQUEST, anything
 * unexpected is logged and answered 500 INTERNAL without details.
 */
export function registerFailureHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, 404, "NOT_FOUND", `No route ${request.method} ${request.url}`),
  );

  app.setErrorHandler<FastifyError | RequestFailure>((error, request, reply) => {
    if (error instanceof RequestFailure)
      return sendFailure(reply, error.status, error.code, error.message, error.details);
    if (isClientError(error)) return sendFailure(reply, 400, "BAD_REQUEST", error.message);
    request.log.error({ err: error }, "request failed");
    return sendFailure(reply, 500, "INTERNAL", internalMessage);
  });
}

/** Fastify's own request errors carry a 4xx status and a message written for the client. */
function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500;
}
