import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedAnswer, RevisionCache } from "./revision-cache.js";

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

/**
 * Sends the answer kept for `key` at `version`, or builds it, keeps it and sends it. A build that
 * finds nothing throws its RequestFailure, and nothing is kept.
 */
export async function sendFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: RevisionCache,
  { key, version }: { key: string; version: string | number },
  build: () => Promise<unknown>,
) {
  const cached = cache.get(key, version);
  if (cached) return sendCached(request, reply, cached);
  return sendCached(request, reply, cache.set(key, version, await build()));
}
