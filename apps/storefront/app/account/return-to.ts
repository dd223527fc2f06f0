import { sameOriginPath } from "../security/same-origin";

/**
 * Where to go back to after signing in: a path of this business on this site (QUALITY.md:
 * redirect targets stay same-origin), never the login page itself; null for anything else.
 * `safeReturnTo("/demo/profile", "demo", "https://shop.example/demo/login") === "/demo/profile"`
 */
export function safeReturnTo(
  target: string | null | undefined,
  referenceId: string,
  requestUrl: string,
): string | null {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) {
    return null;
  }
  const path = sameOriginPath(target, requestUrl);
  const base = `/${referenceId}`;
  const pathname = path.split(/[?#]/)[0] ?? "";
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  if (pathname === `${base}/login` || pathname.startsWith(`${base}/login/`)) return null;
  return path;
}

/** The login page of a business, asking to come back to `returnTo` when there is one. */
export function loginPath(referenceId: string, returnTo: string | null): string {
  const base = `/${referenceId}/login`;
  return returnTo ? `${base}?returnTo=${encodeURIComponent(returnTo)}` : base;
}

/** The path and query of a request: where a guest asked to go. */
export function requestPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}
