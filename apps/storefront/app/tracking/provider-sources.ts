import type { BrowserProvider } from "./browser-pixels";

/**
 * What a provider's pixel needs from the Content-Security-Policy: where its scripts come from,
 * where it sends its events, and where its beacon images point.
 */
interface ProviderSources {
  script: readonly string[];
  connect: readonly string[];
  image: readonly string[];
}

// Each provider's own published hosts.
const sources: Record<BrowserProvider, ProviderSources> = {
  1: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com"],
    image: ["https://www.facebook.com"],
  },
  2: {
    script: ["https://www.googletagmanager.com"],
    connect: [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
    image: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
  3: {
    script: ["https://sc-static.net"],
    connect: ["https://tr.snapchat.com"],
    image: ["https://tr.snapchat.com"],
  },
  4: {
    script: ["https://analytics.tiktok.com"],
    connect: ["https://analytics.tiktok.com"],
    image: ["https://analytics.tiktok.com"],
  },
};

/** The providers' names as the customer reads them in the consent banner (brands, never translated). */
export const providerNames: Record<BrowserProvider, string> = {
  1: "Meta Pixel",
  2: "Google Analytics",
  3: "Snap Pixel",
  4: "TikTok Pixel",
};

/**
 * The sources a page must allow for these providers' pixels to run, each once.
 * `trackingSources([3]).script` is `["https://sc-static.net"]`.
 */
export function trackingSources(providers: readonly BrowserProvider[]): {
  script: string[];
  connect: string[];
  image: string[];
} {
  const unique = (kind: keyof ProviderSources) => [
    ...new Set(providers.flatMap((provider) => sources[provider][kind])),
  ];
  return { script: unique("script"), connect: unique("connect"), image: unique("image") };
}
