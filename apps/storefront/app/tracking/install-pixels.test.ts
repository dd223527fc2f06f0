import { describe, expect, it } from "vitest";
import { installPixels } from "./install-pixels";
import type { PixelPage } from "./pixels/pixel-page";

const now = new Date("2026-11-23T10:00:00Z");

/** A page with an empty global object that records the scripts added to it. */
function fakePage() {
  const scripts: string[] = [];
  const page: PixelPage = { global: {}, addScript: (src) => void scripts.push(src) };
  return { page, scripts, global: page.global };
}

describe("installPixels (each provider's own snippet, without an inline script)", () => {
  it("loads Meta's fbevents.js and queues init for every id, then one page view", () => {
    const { page, scripts, global } = fakePage();
    installPixels(
      page,
      [
        { provider: 1, id: "111" },
        { provider: 1, id: "222" },
      ],
      now,
    );
    expect(scripts).toEqual(["https://connect.facebook.net/en_US/fbevents.js"]);
    expect(global.fbq.queue).toEqual([
      ["init", "111"],
      ["init", "222"],
      ["track", "PageView"],
    ]);
    expect(global._fbq).toBe(global.fbq);
    expect(global.fbq.push).toBe(global.fbq);
  });

  it("loads gtag.js for the measurement id and queues its config as arguments objects", () => {
    const { page, scripts, global } = fakePage();
    installPixels(page, [{ provider: 2, id: "G-BAK2026DEMO" }], now);
    expect(scripts).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-BAK2026DEMO"]);
    const entries = (global.dataLayer as IArguments[]).map((entry) => Array.from(entry));
    expect(entries).toEqual([
      ["js", now],
      ["config", "G-BAK2026DEMO"],
    ]);
    expect(Object.prototype.toString.call(global.dataLayer[0])).toBe("[object Arguments]");
  });

  it("loads Snap's scevent.min.js and queues init and a page view", () => {
    const { page, scripts, global } = fakePage();
    installPixels(page, [{ provider: 3, id: "5d2f0c1e" }], now);
    expect(scripts).toEqual(["https://sc-static.net/scevent.min.js"]);
    expect(global.snaptr.queue).toEqual([
      ["init", "5d2f0c1e", {}],
      ["track", "PAGE_VIEW"],
    ]);
  });

  it("loads TikTok's events.js for the pixel and queues a page view", () => {
    const { page, scripts, global } = fakePage();
    installPixels(page, [{ provider: 4, id: "C9SPICE" }], now);
    expect(scripts).toEqual([
      "https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C9SPICE&lib=ttq",
    ]);
    expect(global.TiktokAnalyticsObject).toBe("ttq");
    expect([...global.ttq]).toEqual([["page"]]);
    expect(global.ttq._i.C9SPICE._u).toBe("https://analytics.tiktok.com/i18n/pixel/events.js");
    expect(global.ttq._t.C9SPICE).toBe(now.getTime());
  });

  it("installs nothing twice, however often it runs", () => {
    const { page, scripts, global } = fakePage();
    const pixels = [
      { provider: 1, id: "111" },
      { provider: 2, id: "G-1" },
    ] as const;
    installPixels(page, pixels, now);
    installPixels(page, pixels, now);
    expect(scripts).toHaveLength(2);
    expect(global.fbq.queue).toHaveLength(2);
    expect(global.dataLayer).toHaveLength(2);
  });

  it("installs nothing for no pixels", () => {
    const { page, scripts } = fakePage();
    installPixels(page, [], now);
    expect(scripts).toEqual([]);
  });
});
