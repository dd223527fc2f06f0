import type { PixelPage } from "./pixel-page";

/** Google's tag script for a measurement id (the provider's own address). */
export function googleTagScript(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/**
 * Installs Google Analytics (spec 9, provider 2) as Google's snippet does, without an inline
 * script: `gtag` queues on `dataLayer`, each measurement id is configured (which sends the page
 * view), and gtag.js loads once.
 */
export function installGoogleAnalytics(page: PixelPage, ids: readonly string[], now: Date): void {
  const global = page.global;
  const [first] = ids;
  if (!first) return;
  global.dataLayer ??= [];
  if (!global.gtag) {
    // gtag.js reads each entry as an `arguments` object, not as an array: keep the snippet's form.
    global.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      global.dataLayer.push(arguments);
    };
    global.gtag("js", now);
    page.addScript(googleTagScript(first));
  }
  for (const id of ids) global.gtag("config", id);
}
