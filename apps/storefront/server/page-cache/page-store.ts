import { leastRecentlyUsed } from "@storefront/api-client";
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
  const pages = leastRecentlyUsed<StoredPage>({ capacity: maxBytes, sizeOf: (page) => page.bytes });
  return {
    get(key: string, revision: number, minute: number): StoredPage | undefined {
      const page = pages.get(key);
      if (page && (page.revision !== revision || page.minute !== minute)) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    set: pages.set,
    get bytes() {
      return pages.used;
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
