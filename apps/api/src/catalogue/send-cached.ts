import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedAnswer } from "./revision-cache.js";

/**
 * Sends a cached answer with its entity tag, or 304 when the caller already holds it. `no-cache`
 * lets clients keep it but makes them ask every time, so a changed price is never served stale.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header("ETag", answer.etag).header("Cache-Control", "no-cache");
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(answer.body);
}

/** RFC 9110 weak comparison over the If-None-Match list. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
