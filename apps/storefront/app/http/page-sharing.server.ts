import { requestStorage } from "./one-per-process.server";
import type { AppLoadContext } from "@remix-run/node";

/** Whether the page being rendered may be shown to every request with the same key (ADR 053). */
export interface PageSharing {
  allowed: boolean;
  /** A call to the API failed while the page was built: it may show less than it should. */
  failedCall: boolean;
}

const sharingOfRequest = requestStorage<PageSharing>("pageSharing");

/**
 * Tells the page cache that this page shows nothing but what its key holds: the address, the
 * interface language and the cookies of the request, the catalogue and the minute. Only a page
 * whose loaders read nothing else (no customer's account, no random value) may call it.
 */
export function allowSharing(context: AppLoadContext): void {
  context.pageSharing.allowed = true;
}

/** Renders a request with its page sharing in reach of the API calls it makes. */
export function renderSharing<T>(sharing: PageSharing, render: () => T): T {
  return sharingOfRequest.run(sharing, render);
}

/** The page sharing of the request being rendered, when the page cache keeps its page. */
export function pageSharingOfRequest(): PageSharing | undefined {
  return sharingOfRequest.getStore();
}

/**
 * Marks the page being rendered as built from a failed call: a page that shows a load failure,
 * or leaves out what failed to load (banners, filters), is never kept for others.
 */
export function noteFailedCall(): void {
  const sharing = sharingOfRequest.getStore();
  if (sharing) sharing.failedCall = true;
}
