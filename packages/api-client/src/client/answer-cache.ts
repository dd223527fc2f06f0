/** An answer the client already checked, with the entity tag the server gave it. */
export interface CachedAnswer {
  etag: string;
  answer: unknown;
}

/** Where a client keeps answers to ask for them again conditionally (If-None-Match). */
export interface AnswerCache {
  get(key: string): CachedAnswer | undefined;
  set(key: string, entry: CachedAnswer): void;
}

/**
 * A bounded in-memory cache of checked answers, least recently used first out. A server that says
 * 304 Not Modified saves the transfer, the JSON parse and the contract check of a large answer
 * (a menu). Answers are shared by every caller: they must be read, never changed.
 */
export function createAnswerCache(maximumEntries = 100): AnswerCache {
  const entries = new Map<string, CachedAnswer>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key, entry) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maximumEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}
