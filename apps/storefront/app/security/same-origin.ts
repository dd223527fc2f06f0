/**
 * Where to send a visitor back to: the target when it is a path on this site, else the site's
 * root. Keeps redirects same-origin, whatever a form or link says.
 * `sameOriginPath("//evil.example/", "https://shop.example/x") === "/"`
 */
export function sameOriginPath(target: string | null | undefined, requestUrl: string): string {
  const site = new URL(requestUrl);
  let url: URL;
  try {
    url = new URL(target || "/", site);
  } catch {
    return "/";
  }
  if (url.origin !== site.origin) return "/";
  // A path that starts with two slashes would be read as another host in a Location header.
  return url.pathname.replace(/^\/+/, "/") + url.search + url.hash;
}

/**
 * Whether a state-changing request came from another site, judged by its Origin header. Hosts are
 * compared, not schemes, so a TLS-terminating proxy in front of the server does not break forms;
 * a request without Origin is not from a browser form and passes.
 */
export function isCrossOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}
