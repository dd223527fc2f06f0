import type { PixelPage } from "./pixel-page";

/** Snap's pixel script (the provider's own address). */
export const snapPixelScript = "https://sc-static.net/scevent.min.js";

/**
 * Installs the Snap pixel (spec 9, provider 3) as Snap's snippet does, without an inline script:
 * `snaptr` queues commands until scevent.min.js arrives, each id is initialised and one page view
 * sent.
 */
export function installSnapPixel(page: PixelPage, ids: readonly string[]): void {
  const global = page.global;
  if (!global.snaptr) {
    const snaptr = Object.assign(
      (...command: unknown[]) => {
        if (snaptr.handleRequest) snaptr.handleRequest(...command);
        else snaptr.queue.push(command);
      },
      {
        queue: [] as unknown[][],
        handleRequest: undefined as undefined | ((...command: unknown[]) => void),
      },
    );
    global.snaptr = snaptr;
    page.addScript(snapPixelScript);
  }
  for (const id of ids) global.snaptr("init", id, {});
  global.snaptr("track", "PAGE_VIEW");
}
