import { leastRecentlyUsed } from "@storefront/api-client";

/** How long an answer of the catalogue holds: while the revision does, or also only its minute. */
export type Holds = "revision" | "minute";

interface Kept {
  revision: number;
  minute: number | null;
  answer: Promise<unknown>;
}

/**
 * Answers of the catalogue kept for as long as the catalogue's revision holds (and, for answers
 * computed at a minute, such as a selling type's open state, the minute too), so a page asks the
 * API once per change instead of once per request (ADR 053). A failed call is not kept; calls for
 * a key made while it is on its way share it. At most `maximumEntries` keys, the least recently
 * used dropped first.
 */
export function keptAnswers({
  currentRevision,
  maximumEntries,
  now = Date.now,
}: {
  /** The catalogue's revision as of a moment no earlier than the request. */
  currentRevision: () => Promise<number>;
  maximumEntries: number;
  now?: () => number;
}) {
  const entries = leastRecentlyUsed<Kept>({ capacity: maximumEntries });
  return async function kept<T>(key: string, holds: Holds, load: () => Promise<T>): Promise<T> {
    let revision: number;
    try {
      revision = await currentRevision();
    } catch {
      // Without the revision nothing kept can be known to hold.
      return load();
    }
    const minute = holds === "minute" ? Math.floor(now() / 60_000) : null;
    const entry = entries.get(key);
    if (entry && entry.revision === revision && entry.minute === minute) {
      return entry.answer as Promise<T>;
    }
    const answer = load();
    const fresh: Kept = { revision, minute, answer };
    entries.set(key, fresh);
    answer.catch(() => {
      if (entries.get(key) === fresh) entries.delete(key);
    });
    return answer;
  };
}
