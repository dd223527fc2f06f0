import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

type HeaderOptions = {
  production: boolean;
  development?: boolean;
  /** The only origins pages load images from besides their own: the media origins and the map's tiles. */
  imageSources?: readonly string[];
};

/**
 * The Content-Security-Policy of a page: scripts only from this origin or carrying this request's
 * nonce (no `unsafe-inline` scripts), nothing framed or framing. Inline styles stay allowed because
 * the business theme arrives as CSS variables in a style attribute. Vite's development server
 * injects its own client and opens a socket, so development drops the script rule.
 */
export function contentSecurityPolicy(
  nonce: string,
  {
    development = false,
    imageSources = [],
  }: { development?: boolean; imageSources?: readonly string[] } = {},
): string {
  const rules = [
    "default-src 'self'",
    development ? "" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageSources].join(" "),
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return rules.filter(Boolean).join("; ");
}

/**
 * Headers every answer carries (QUALITY.md, security): no MIME sniffing, a strict referrer, a
 * nonce-based CSP, never framed, and HSTS in production.
 */
export function securityHeaders(
  nonce: string,
  { production, development, imageSources }: HeaderOptions,
): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": contentSecurityPolicy(nonce, { development, imageSources }),
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * The CSP source of a map tile URL template: its scheme, host and port, a `{s}` subdomain as a
 * wildcard. `tileImageSource("https://{s}.tile.example/{z}/{x}/{y}.png") === "https://*.tile.example"`
 */
export function tileImageSource(tileUrl: string): string {
  const url = new URL(tileUrl.replace("{s}", "subdomain"));
  const host = url.host.replace(/^subdomain\./, "*.");
  return `${url.protocol}//${host}`;
}

/** A fresh nonce of 128 random bits, as CSP wants it (base64). */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Sets the security headers on every response and keeps the nonce in `res.locals.cspNonce`. */
export function withSecurityHeaders(options: HeaderOptions): RequestHandler {
  return (_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.set(securityHeaders(nonce, options));
    next();
  };
}
