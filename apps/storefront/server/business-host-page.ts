import type { RequestHandler } from "express";
import { businessHostOf } from "../app/business/business-host";

/**
 * On a business's own host (ADR 024) `/` is that business's home, but the address no longer names
 * the business, so the per-page Content-Security-Policy (its accepted pixels, ADR 019) would not
 * know whose page it is. This looks the host up for `/` and keeps the business's own path in
 * `res.locals.pagePath` (`/demo`) for withSecurityHeaders. The storefront's own hosts are never
 * looked up; a host no business owns, or a failed lookup, keeps the strict policy.
 */
export function businessHostPage({
  storefrontHosts,
  referenceOfHost,
}: {
  storefrontHosts: readonly string[];
  /** The reference of the business that owns the host, or null. */
  referenceOfHost: (host: string) => Promise<string | null>;
}): RequestHandler {
  return (req, res, next) => {
    if (req.path !== "/" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const host = businessHostOf(req.headers.host, storefrontHosts);
    if (host === null) return next();
    referenceOfHost(host)
      .then((referenceId) => {
        if (referenceId !== null) res.locals.pagePath = `/${referenceId}`;
      })
      .catch(() => undefined)
      .finally(() => next());
  };
}
