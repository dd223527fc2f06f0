import { leastRecentlyUsed } from "../cache/least-recently-used.js";

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
  return leastRecentlyUsed<CachedAnswer>({ capacity: maximumEntries });
}
