import { createContext, useContext, useEffect, useRef, useState } from "react";

/** The HTML of a document's server-rendered parts, by id, kept out of its loader data. */
export const ServerHtmlOfDocument = createContext<ReadonlyMap<string, string> | null>(null);

/** A server-rendered part as a loader returns it: a digest of what it shows, and its HTML. */
export interface RenderedPart {
  key: string;
  /** Null in a document's data: the document itself carries the HTML. */
  html: string | null;
}

/**
 * A part of the page rendered on the server as HTML and never hydrated (ADR 054). Its HTML comes
 * with a navigation's data; a document carries it once, in the page itself, so there the server
 * renders it from the request's context and the browser keeps the element it received. A part
 * whose digest has not changed is left as it is (a focused button keeps its focus). A picture
 * inside that fails to load is removed, as `ResponsiveImage` does (spec 8).
 */
export function ServerHtml({ id, part }: { id: string; part: RenderedPart }) {
  const documentHtml = useContext(ServerHtmlOfDocument);
  const [shown, setShown] = useState(() => ({
    key: part.key,
    html: part.html ?? documentHtml?.get(id) ?? receivedHtml(id),
  }));
  if (part.key !== shown.key && part.html !== null) setShown({ key: part.key, html: part.html });
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => removeFailedImages(element.current), [shown]);
  return <div id={id} ref={element} dangerouslySetInnerHTML={{ __html: shown.html }} />;
}

/** The element's HTML as the document brought it, for hydration to keep as it is. */
function receivedHtml(id: string): string {
  if (typeof document === "undefined") return "";
  return document.getElementById(id)?.innerHTML ?? "";
}

function removeFailedImages(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  // A picture that failed before this ran fired its error event before anyone listened.
  for (const image of element.querySelectorAll("img")) {
    if (image.complete && image.naturalWidth === 0) image.remove();
  }
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) event.target.remove();
  };
  // Error events do not bubble; they are caught on their way down.
  element.addEventListener("error", onError, true);
  return () => element.removeEventListener("error", onError, true);
}
