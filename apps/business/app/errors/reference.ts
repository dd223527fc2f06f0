import { createContext } from "react";

/**
 * The id of the document's request (ADR 067), which the error page shows as its reference: on
 * the server, the request being served; in the browser, the one the server wrote, until the first
 * navigation (root.tsx forgets it then: a later error is not the server's).
 */
export const DocumentReference = createContext<{ current: string | null }>({ current: null });

/** The attribute the error page's reference is written in, where the browser reads it back. */
export const referenceAttribute = "data-reference";
