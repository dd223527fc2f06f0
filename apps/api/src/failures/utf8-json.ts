import { isUtf8 } from "node:buffer";
import type { FastifyInstance } from "fastify";
import { RequestFailure } from "./request-failure.js";

/**
 * JSON bodies are UTF-8 (RFC 8259): a body that is not (the bytes of a lone surrogate, a stray
 * 0xFF) is a 400 BAD_REQUEST, instead of being read with U+FFFD in place of the bad bytes and
 * stored as if the customer had typed it. Fastify's own parser reads it after the check, so empty
 * bodies and `__proto__` keys are refused as before.
 */
export function readJsonAsUtf8(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new RequestFailure(400, "BAD_REQUEST", "The body is not valid UTF-8"), undefined);
      return;
    }
    parseJson(request, bytes.toString("utf8"), done);
  });
}
