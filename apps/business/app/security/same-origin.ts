/**
 * Whether a state-changing request came from another site: a browser's `Sec-Fetch-Site` that is
 * not same-origin (or a direct navigation), or an `Origin` whose host is not this server's. A
 * request with neither header is not a browser form from elsewhere and passes. Hosts are
 * compared, not schemes, so a TLS-terminating proxy does not break forms.
 */
export function isCrossSiteWrite(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/** Refuses a cross-site write with 403 before an action does anything (CSRF). */
export function requireSameOrigin(request: Request): void {
  if (isCrossSiteWrite(request)) {
    throw new Response("Forbidden: this form belongs to another site.", { status: 403 });
  }
}

/**
 * Where to send a member of staff back to: the target when it is a path on this site, else the
 * board. `safeReturnTo("//evil.example/") === "/"`
 */
export function safeReturnTo(target: string | null | undefined): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return "/";
  }
  return target;
}
