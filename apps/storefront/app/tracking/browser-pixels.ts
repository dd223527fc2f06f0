import type { Pixel } from "@storefront/api-client";
import { trackingProviders } from "@storefront/domain";

/**
 * The tracking providers whose pixel is a script in the customer's browser (spec 9: meta pixel 1,
 * google analytics 2, snapchat pixel 3, tiktok pixel 4). The others (5 to 7) are conversion APIs
 * a server calls; the storefront loads nothing for them (ADR 019).
 */
export const browserProviders = [
  trackingProviders.meta_pixel,
  trackingProviders.google_analytics,
  trackingProviders.snapchat_pixel,
  trackingProviders.tiktok_pixel,
] as const;

export type BrowserProvider = (typeof browserProviders)[number];

/** A pixel the page loads once the customer consents: its provider and the business's id there. */
export interface BrowserPixel {
  provider: BrowserProvider;
  id: string;
}

export function isBrowserProvider(code: number): code is BrowserProvider {
  return (browserProviders as readonly number[]).includes(code);
}

/**
 * The business's pixels that run in the browser, each once, in the business's order.
 * `browserPixels([{ provider: 1, id: "9" }, { provider: 5, id: "9" }])` gives `[{ provider: 1, id: "9" }]`.
 */
export function browserPixels(pixels: readonly Pixel[]): BrowserPixel[] {
  const seen = new Set<string>();
  const found: BrowserPixel[] = [];
  for (const { provider, id } of pixels) {
    const key = `${provider}:${id}`;
    if (!isBrowserProvider(provider) || seen.has(key)) continue;
    seen.add(key);
    found.push({ provider, id });
  }
  return found;
}

/** The providers of a list of pixels, each once, in code order. */
export function providersOf(pixels: readonly BrowserPixel[]): BrowserProvider[] {
  return browserProviders.filter((provider) => pixels.some((pixel) => pixel.provider === provider));
}
