import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

/** Hands the request's CSP nonce to the document's scripts during the server render. */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/**
 * The CSP nonce of this request on the server; empty in the browser, which hides the attribute
 * from the page after checking it, so hydration sees the same empty value.
 */
export function useNonce(): string {
  return useContext(NonceContext);
}
