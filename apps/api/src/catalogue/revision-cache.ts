import { createHash } from "node:crypto";
import { leastRecentlyUsed } from "@storefront/api-client";
import { answerCacheLookups } from "../metrics/metrics.js";

/** An answer serialised once, with the entity tag that names it. */
export interface CachedAnswer {
  etag: string;
  body: string;
}

/**
 * Answers kept per key under the version they were built at (the catalogue revision, and for
 * answers that depend on the clock, the minute too): a lookup at another version misses, so a
 * change in the database shows on the next request. The least recently used key goes first when
 * the cache is full. Nothing here is the truth: any process can rebuild any answer. Its hits and
 * misses are counted under its name (`api_answer_cache_lookups_total`).
 */
export function createRevisionCache(name: string, maximumEntries: number) {
  const entries = leastRecentlyUsed<CachedAnswer & { version: string }>({
    capacity: maximumEntries,
  });
  return {
    get(key: string, version: string | number): CachedAnswer | undefined {
      const entry = entries.get(key);
      const found = entry && entry.version === String(version) ? entry : undefined;
      answerCacheLookups.inc({ cache: name, result: found ? "hit" : "miss" });
      return found;
    },
    set(key: string, version: string | number, answer: unknown): CachedAnswer {
      const entry = {
        version: String(version),
        etag: `W/"${keyTag(key)}-v${version}"`,
        body: JSON.stringify(answer),
      };
      entries.set(key, entry);
      return entry;
    },
  };
}

/** A short name for a key that is safe inside an entity tag (no quotes, whatever the key holds). */
function keyTag(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 16);
}

export type RevisionCache = ReturnType<typeof createRevisionCache>;
