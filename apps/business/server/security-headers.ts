import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * The Content-Security-Policy of a page (the storefront's, smaller): scripts only from this origin
 * or carrying this request's nonce, the live feed and the chime from this origin, nothing framed.
 * Vite's development server injects its own client and opens a socket, so development drops the
 * script rule.
 */
export function contentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    development ? "" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join("; ");
}

/** Headers every answer carries: no sniffing, a strict referrer, the CSP, never framed, HSTS in production. */
export function securityHeaders(
  nonce: string,
  { production, development = false }: { production: boolean; development?: boolean },
): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": contentSecurityPolicy(nonce, development),
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Sets the security headers on every response and keeps a fresh nonce in `res.locals.cspNonce`. */
export function withSecurityHeaders(options: {
  production: boolean;
  development?: boolean;
}): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set(securityHeaders(nonce, options));
    next();
  };
}
