/** What the express server hands to every loader, action and the document render. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This request's Content-Security-Policy nonce (server/security-headers.ts). */
    cspNonce: string;
    /** The member of staff's address as this server sees it (through the proxies it trusts). */
    clientAddress: string;
  }
}

export {};
