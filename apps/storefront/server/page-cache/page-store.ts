import type { SharedPage } from "./shared-page";

/** A shared page and what it was rendered at: the catalogue's revision and the minute. */
export interface StoredPage extends SharedPage {
  revision: number;
  minute: number;
}

/**
 * Shared pages by key, the least recently used dropped first once they hold more than `maxBytes`.
 * A page is found only at the revision and minute it was rendered at (ADR 053).
 */
export function createPageStore(maxBytes: number) {
  const pages = new Map<string, StoredPage>();
  let bytes = 0;

  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };

  return {
    get(key: string, revision: number, minute: number): StoredPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.revision !== revision || page.minute !== minute) {
        remove(key);
        return undefined;
      }
      // Most recently used goes last, so eviction takes the least recently used.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, page: StoredPage): void {
      remove(key);
      if (page.bytes > maxBytes) return;
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
