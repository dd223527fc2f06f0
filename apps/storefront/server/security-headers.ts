import type { RequestHandler } from "express";

/**
 * Headers every answer carries (QUALITY.md, security): no MIME sniffing, a strict referrer, never
 * framed, and HSTS in production.
 */
export function securityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "frame-ancestors 'none'",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Sets the security headers on every response. */
export function withSecurityHeaders(options: { production: boolean }): RequestHandler {
  const headers = securityHeaders(options);
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
}
