import type { businessHosts } from "../db/schema/index.js";

type HostRow = typeof businessHosts.$inferSelect;

/** Where a restaurant answer says the business lives (`url`) and where to send the visitor (`redirect`). */
export interface SiteAddress {
  url: string | null;
  redirect: string | null;
}

/**
 * The business's own site is its primary host (`url`). A visitor is sent there (`redirect`) from
 * another of its hosts (a www. or an old name), or from the shared storefront when the business
 * asks for it; never inside its own app (`wv=true`), which owns its pages.
 * `siteAddress(hosts, { openedOn: "www.example.com", webview: false }).redirect === "https://example.com/"`
 */
export function siteAddress(
  hosts: readonly HostRow[],
  { openedOn, webview }: { openedOn: string | null; webview: boolean },
): SiteAddress {
  const primary = hosts.find((host) => host.primary);
  const url = primary ? `${primary.https ? "https" : "http"}://${primary.host}/` : null;
  if (webview || !primary) return { url, redirect: null };
  const sendAway = openedOn === null ? primary.redirectShared : openedOn !== primary.host;
  return { url, redirect: sendAway ? url : null };
}
