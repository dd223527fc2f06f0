import type { RequestHandler } from "express";

/**
 * Where a URL with a trailing slash goes (spec: "a trailing slash is removed by redirect"): the
 * same path without it, query kept; null for `/` and paths without one. Leading slashes are
 * collapsed so that `//host/` can never become a redirect to another host.
 * `withoutTrailingSlash("/demo/?a=1") === "/demo?a=1"`
 */
export function withoutTrailingSlash(url: string): string | null {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart);
  if (path === "/" || !path.endsWith("/")) return null;
  return `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}${query}`;
}

/** Redirects GET and HEAD requests with a trailing slash, 301; other methods would lose their body. */
export const redirectTrailingSlash: RequestHandler = (req, res, next) => {
  const target =
    req.method === "GET" || req.method === "HEAD" ? withoutTrailingSlash(req.originalUrl) : null;
  if (target === null) return next();
  res.redirect(301, target);
};
