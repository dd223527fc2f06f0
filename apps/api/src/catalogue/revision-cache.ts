import { createHash } from "node:crypto";

/** An answer serialised once, with the entity tag that names it. */
export interface CachedAnswer {
  etag: string;
  body: string;
}

/**
 * Answers kept per key under the version they were built at (the catalogue revision, and for
 * answers that depend on the clock, the minute too): a lookup at another version misses, so a
 * change in the database shows on the next request. The least recently used key goes first when
 * the cache is full. Nothing here is the truth: any process can rebuild any answer.
 */
export function createRevisionCache(maximumEntries: number) {
  const entries = new Map<string, CachedAnswer & { version: string }>();
  return {
    get(key: string, version: string | number): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== String(version)) return undefined;
      // Most recently used goes last, so eviction takes the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, version: string | number, answer: unknown): CachedAnswer {
      const entry = {
        version: String(version),
        etag: `W/"${keyTag(key)}-v${version}"`,
        body: JSON.stringify(answer),
      };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maximumEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return entry;
    },
  };
}

/** A short name for a key that is safe inside an entity tag (no quotes, whatever the key holds). */
function keyTag(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 16);
}

export type RevisionCache = ReturnType<typeof createRevisionCache>;
