import type { Failure } from "@storefront/api-client";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { sendFailure } from "./send-failure.js";

/**
 * Fastify's `frameworkErrors`: failures its router meets before any route or error handler runs
 * (a path that is not valid percent-encoding, a path segment past `maxParamLength`) answered as the
 * v5 envelope, 400 BAD_REQUEST. The messages never repeat the path, which may be huge or hostile.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === "FST_ERR_BAD_URL") {
    return sendFailure(reply, 400, "BAD_REQUEST", "The path is not valid percent-encoded UTF-8");
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return sendFailure(reply, 400, "BAD_REQUEST", "A part of the path is too long");
  }
  // Only route constraints (none are declared) raise anything else here: our bug, not the client's.
  request.log.error({ err: error }, "router failed");
  return sendFailure(
    reply,
    500,
    "INTERNAL",
    "Something went wrong on our side; please try again later.",
  );
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (malformed request line
 * or headers, headers too large) or it arrived too slowly, so there is no request to reply to. The
 * v5 envelope is written on the socket by hand: 408 for a timeout, 400 BAD_REQUEST otherwise.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // The peer is gone: nothing to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const timedOut = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
  const status = timedOut ? 408 : 400;
  const failure: Failure = {
    error: 1,
    code: "BAD_REQUEST",
    message: timedOut
      ? "The request took too long to arrive"
      : error.code === "HPE_HEADER_OVERFLOW"
        ? "The request headers are too large"
        : "The request is not valid HTTP",
  };
  const body = JSON.stringify(failure);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        "X-Content-Type-Options: nosniff\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
