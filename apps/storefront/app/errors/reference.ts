import { requestIdFrom } from "@storefront/api-client";
import { createContext } from "react";

/**
 * The reference of the document's request (ADR 067): on the server, the id of the request being
 * served; in the browser, the id the server wrote into the error screen it sent, if it sent one,
 * until the first navigation (root.tsx forgets it then: a later error is no longer the server's).
 */
export const DocumentReference = createContext<{ current: string | null }>({ current: null });

/** The attribute the error screen's reference is written in, where the browser reads it back. */
export const referenceAttribute = "data-reference";

/** A reference made in the browser, for an error no server request reported. */
export function browserReference(): string {
  return `b-${requestIdFrom(undefined)}`;
}
