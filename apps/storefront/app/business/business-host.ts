/**
 * The host name of a Host header, in lower case and without its port or a trailing dot; null
 * when there is none. `hostNameOf("Bait-Al-Kuwait.localhost:3000") === "bait-al-kuwait.localhost"`,
 * `hostNameOf("[::1]:3000") === "[::1]"`
 */
export function hostNameOf(hostHeader: string | null | undefined): string | null {
  const host = (hostHeader ?? "").trim().toLowerCase();
  if (host === "") return null;
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0];
  return name ? name.replace(/\.$/, "") : null;
}

/**
 * The storefront's own hosts from a comma-separated list, each as `hostNameOf` reads it.
 * `storefrontHosts("localhost, Shop.Example:443") // ["localhost", "shop.example"]`
 */
export function storefrontHosts(list: string): string[] {
  return list
    .split(",")
    .map((entry) => hostNameOf(entry))
    .filter((host): host is string => host !== null);
}

/**
 * The host a request names when it may be a business's own (GET webapp/v5/restaurant-domain):
 * any host name but the storefront's own, which are never looked up. An IP address is never a
 * business's site, so a storefront reached by its address (a phone on the local network) stays
 * the shared storefront. Null on those and for a request without a Host.
 * `businessHostOf("bait-al-kuwait.localhost:3000", ["localhost"]) === "bait-al-kuwait.localhost"`
 */
export function businessHostOf(
  hostHeader: string | null | undefined,
  ownHosts: readonly string[],
): string | null {
  const host = hostNameOf(hostHeader);
  if (host === null || ownHosts.includes(host)) return null;
  if (host.startsWith("[") || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null;
  return host;
}

/**
 * Where a business's `redirect` sends a page: the same path and query on the business's own site,
 * except the shared storefront's `/{referenceId}` home, which is the site's `/`. A site named
 * without a port keeps the port the request came on (development hosts such as `*.localhost`
 * run beside the storefront's port; behind a real host name there is none).
 * `redirectTarget("http://localhost:3000/demo/delivery?x=1", "http://bait-al-kuwait.localhost/", "demo")`
 * is `"http://bait-al-kuwait.localhost:3000/demo/delivery?x=1"`.
 */
export function redirectTarget(requestUrl: string, siteUrl: string, referenceId: string): string {
  const from = new URL(requestUrl);
  const to = new URL(siteUrl);
  if (to.port === "" && from.port !== "") to.port = from.port;
  const path = from.pathname === `/${referenceId}` ? "/" : from.pathname;
  return `${to.origin}${path}${from.search}`;
}
