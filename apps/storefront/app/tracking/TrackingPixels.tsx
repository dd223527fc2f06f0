import { useEffect } from "react";
import type { BrowserPixel } from "./browser-pixels";
import { installPixels } from "./install-pixels";

/** Adds a provider's script to the page, fetched without holding up anything else. */
function addAsyncScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * Loads the business's pixels once the page has hydrated: nothing in the server's HTML, nothing
 * before the page works. Rendered only where the customer accepted them.
 */
export function TrackingPixels({ pixels }: { pixels: readonly BrowserPixel[] }) {
  const key = pixels.map((pixel) => `${pixel.provider}:${pixel.id}`).join(",");
  useEffect(() => {
    installPixels({ global: window, addScript: addAsyncScript }, pixels, new Date());
    // The list's content, not its identity, decides; a new render of the same list changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
