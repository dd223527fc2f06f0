/** An answer serialised once, with the entity tag that names it. */
export interface CachedAnswer {
  etag: string;
  body: string;
}

/**
 * Answers kept per key under the catalogue revision they were built at: a lookup at another
 * revision misses, so a change in the database shows on the next request. The oldest key goes
 * first when the cache is full. Nothing here is the truth: any process can rebuild any answer.
 */
export function createRevisionCache(maximumEntries: number) {
  const entries = new Map<string, CachedAnswer & { revision: number }>();
  return {
    get(key: string, revision: number): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry || entry.revision !== revision) return undefined;
      // Most recently used goes last, so eviction takes the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, revision: number, answer: unknown): CachedAnswer {
      const entry = { revision, etag: `W/"${key}-r${revision}"`, body: JSON.stringify(answer) };
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

export type RevisionCache = ReturnType<typeof createRevisionCache>;
