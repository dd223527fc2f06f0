import { browserProviders, type BrowserPixel, type BrowserProvider } from "./browser-pixels";
import { installGoogleAnalytics } from "./pixels/google-analytics";
import { installMetaPixel } from "./pixels/meta-pixel";
import type { PixelPage } from "./pixels/pixel-page";
import { installSnapPixel } from "./pixels/snap-pixel";
import { installTiktokPixel } from "./pixels/tiktok-pixel";

const installers: Record<
  BrowserProvider,
  (page: PixelPage, ids: readonly string[], now: Date) => void
> = {
  1: installMetaPixel,
  2: installGoogleAnalytics,
  3: installSnapPixel,
  4: installTiktokPixel,
};

/**
 * Installs a business's browser pixels into a page, each provider's ids together, and remembers
 * what it installed in the page, so that running it again (a re-render, React's strict mode)
 * installs nothing twice.
 */
export function installPixels(page: PixelPage, pixels: readonly BrowserPixel[], now: Date): void {
  const installed: Set<string> = (page.global.__storefrontPixels ??= new Set<string>());
  for (const provider of browserProviders) {
    const ids = pixels
      .filter((pixel) => pixel.provider === provider && !installed.has(`${provider}:${pixel.id}`))
      .map((pixel) => pixel.id);
    if (ids.length === 0) continue;
    installers[provider](page, ids, now);
    for (const id of ids) installed.add(`${provider}:${id}`);
  }
}
