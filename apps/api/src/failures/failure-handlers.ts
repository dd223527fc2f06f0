import type { FastifyError, FastifyInstance } from "fastify";
import { trackAllowedMethods } from "./allowed-methods.js";
import { drainBody } from "./drain-body.js";
import { type ErrorReporter, logErrors } from "./report-error.js";
import { RequestFailure } from "./request-failure.js";
import { sendFailure } from "./send-failure.js";

const internalMessage = "Something went wrong on our side; please try again later.";

/**
 * Makes every failure the v5 envelope: unknown paths are 404 NOT_FOUND, a path served with other
 * methods is 405 METHOD_NOT_ALLOWED with `Allow`, a body past the limit is 413
 * PAYLOAD_TOO_LARGE, other requests Fastify cannot read (malformed JSON, unsupported content
 * type) are 400 BAD_REQUEST, anything unexpected goes to the error reporter and is answered 500
 * INTERNAL with only the request's id, the reference a customer can quote. Call before any route
 * is registered.
 */
export function registerFailureHandlers(
  app: FastifyInstance,
  reportError: ErrorReporter = logErrors,
): void {
  const allowedMethods = trackAllowedMethods(app);
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request);
    if (allowed.length === 0) {
      return sendFailure(reply, 404, "NOT_FOUND", `No route ${request.method} ${request.url}`);
    }
    reply.header("Allow", allowed.join(", "));
    return sendFailure(
      reply,
      405,
      "METHOD_NOT_ALLOWED",
      `${request.method} is not served here; use ${allowed.join(" or ")}`,
      { allow: allowed },
    );
  });

  app.setErrorHandler<FastifyError | RequestFailure>(async (error, request, reply) => {
    if (error instanceof RequestFailure)
      return sendFailure(reply, error.status, error.code, error.message, error.details);
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      // Answered once the client has finished sending, so it can read the answer.
      await drainBody(request.raw);
      return sendFailure(
        reply,
        413,
        "PAYLOAD_TOO_LARGE",
        `The body is larger than the ${bodyLimitText(request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit)} this API reads`,
      );
    }
    if (isClientError(error)) return sendFailure(reply, 400, "BAD_REQUEST", error.message);
    reportError(
      error,
      { requestId: request.id, method: request.method, route: request.routeOptions.url ?? "" },
      request.log,
    );
    return sendFailure(reply, 500, "INTERNAL", internalMessage, { request_id: request.id });
  });
}

/** Fastify's own request errors carry a 4xx status and a message written for the client. */
function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500;
}

/** 1048576 as "1 MiB". */
function bodyLimitText(bytes = 1_048_576): string {
  return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${bytes} bytes`;
}
