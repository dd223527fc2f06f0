/** What the express server hands to every loader, action and the document render. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This request's Content-Security-Policy nonce (server/security-headers.ts). */
    cspNonce: string;
  }
}

export {};
