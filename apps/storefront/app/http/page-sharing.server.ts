import type { AppLoadContext } from "@remix-run/node";

/** Whether the page being rendered may be shown to every request with the same key (ADR 053). */
export interface PageSharing {
  allowed: boolean;
}

/**
 * Tells the page cache that this page shows nothing but what its key holds: the address, the
 * interface language and the cookies of the request, the catalogue and the minute. Only a page
 * whose loaders read nothing else (no customer's account, no random value) may call it.
 */
export function allowSharing(context: AppLoadContext): void {
  context.pageSharing.allowed = true;
}
