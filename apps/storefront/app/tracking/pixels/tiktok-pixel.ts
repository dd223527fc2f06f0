import type { PixelPage } from "./pixel-page";

/** TikTok's pixel script (the provider's own address); the snippet adds the pixel id and its name. */
export const tiktokPixelScript = "https://analytics.tiktok.com/i18n/pixel/events.js";

// The commands TikTok's snippet lets a page queue before events.js arrives.
const methods = [
  "page",
  "track",
  "identify",
  "instances",
  "debug",
  "on",
  "off",
  "once",
  "ready",
  "alias",
  "group",
  "enableCookie",
  "disableCookie",
  "holdConsent",
  "revokeConsent",
  "grantConsent",
];

type Queue = unknown[] & Record<string, unknown>;

/** Gives a queue the snippet's methods: each call is kept as [method, ...arguments]. */
function deferMethods(queue: Queue): Queue {
  for (const method of methods) {
    queue[method] = (...args: unknown[]) => {
      queue.push([method, ...args]);
    };
  }
  return queue;
}

/**
 * Installs the TikTok pixel (spec 9, provider 4) as TikTok's snippet does, without an inline
 * script: `ttq` queues commands, `ttq.load(id)` adds events.js for the pixel, and a page view is
 * sent.
 */
export function installTiktokPixel(page: PixelPage, ids: readonly string[], now: Date): void {
  const global = page.global;
  const name = "ttq";
  global.TiktokAnalyticsObject = name;
  const ttq: Queue = (global[name] ??= deferMethods([] as unknown as Queue));
  if (!ttq.load) {
    ttq._i ??= {};
    ttq._t ??= {};
    ttq._o ??= {};
    ttq.instance = (id: string) =>
      deferMethods(((ttq._i as Record<string, Queue>)[id] ??= [] as unknown as Queue));
    ttq.load = (id: string, options?: Record<string, unknown>) => {
      const instances = ttq._i as Record<string, Queue>;
      instances[id] = [] as unknown as Queue;
      instances[id]._u = tiktokPixelScript;
      (ttq._t as Record<string, number>)[id] = now.getTime();
      (ttq._o as Record<string, unknown>)[id] = options ?? {};
      page.addScript(`${tiktokPixelScript}?sdkid=${encodeURIComponent(id)}&lib=${name}`);
    };
  }
  for (const id of ids) (ttq.load as (id: string) => void)(id);
  (ttq.page as () => void)();
}
