import type { PixelPage } from "./pixel-page";

/** Meta's pixel script (the provider's own address). */
export const metaPixelScript = "https://connect.facebook.net/en_US/fbevents.js";

/**
 * Installs the Meta pixel (spec 9, provider 1) as Meta's snippet does, without an inline script:
 * `fbq` queues commands until fbevents.js arrives, each id is initialised and one page view sent.
 */
export function installMetaPixel(page: PixelPage, ids: readonly string[]): void {
  const global = page.global;
  if (!global.fbq) {
    const fbq = Object.assign(
      (...command: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...command);
        else fbq.queue.push(command);
      },
      {
        queue: [] as unknown[][],
        loaded: true,
        version: "2.0",
        callMethod: undefined as undefined | ((...command: unknown[]) => void),
      },
    );
    Object.assign(fbq, { push: fbq });
    global.fbq = fbq;
    global._fbq ??= fbq;
    page.addScript(metaPixelScript);
  }
  for (const id of ids) global.fbq("init", id);
  global.fbq("track", "PageView");
}
