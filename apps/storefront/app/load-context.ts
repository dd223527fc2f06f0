import type { PageSharing } from "./http/page-sharing.server";

/** What the express server hands to every loader, action and the document render. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This request's Content-Security-Policy nonce (server/security-headers.ts). */
    cspNonce: string;
    /** Whether the page may be shared by the page cache (server/page-cache). */
    pageSharing: PageSharing;
    /** A document's server-rendered parts by id (islands/ServerHtml); null for a navigation's data. */
    documentHtml: Map<string, string> | null;
  }
}

export {};
