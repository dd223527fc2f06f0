import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

type HeaderOptions = {
  production: boolean;
  development?: boolean;
  /** The only origins pages load images from besides their own: the media origins and the map's tiles. */
  imageSources?: readonly string[];
  /** Further hosts one page may load scripts from and send to: pixels its customer accepted. */
  scriptSources?: readonly string[];
  connectSources?: readonly string[];
  /** Where a form's answer may send the browser besides this origin: the payment pages. */
  formTargets?: readonly string[];
};

/** The further script, connect and image sources a request's page may use, by its path and cookies. */
export type PageSources = (
  path: string,
  cookieHeader: string | undefined,
) => { script: readonly string[]; connect: readonly string[]; image: readonly string[] };

/**
 * The Content-Security-Policy of a page: scripts only from this origin or carrying this request's
 * nonce (no `unsafe-inline` scripts), nothing framed or framing. Inline styles stay allowed because
 * the business theme arrives as CSS variables in a style attribute. Vite's development server
 * injects its own client and opens a socket, so development drops the script rule. A page whose
 * customer accepted a business's pixels also allows those providers' hosts, and no others (ADR 019).
 */
export function contentSecurityPolicy(
  nonce: string,
  {
    development = false,
    imageSources = [],
    scriptSources = [],
    connectSources = [],
    formTargets = [],
  }: Omit<HeaderOptions, "production"> = {},
): string {
  const rules = [
    "default-src 'self'",
    development ? "" : [`script-src 'self' 'nonce-${nonce}'`, ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageSources].join(" "),
    [development ? "connect-src 'self' ws:" : "connect-src 'self'", ...connectSources].join(" "),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Placing an order without JavaScript is a form post answered by a redirect to the payment
    // page, and browsers hold redirects of a form to this rule too.
    ["form-action 'self'", ...formTargets].join(" "),
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
  { production, ...sources }: HeaderOptions,
): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": contentSecurityPolicy(nonce, sources),
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

/**
 * Sets the security headers on every response and keeps the nonce in `res.locals.cspNonce`;
 * `pageSources` widens one request's policy (a business's accepted pixels).
 */
export function withSecurityHeaders({
  pageSources,
  ...options
}: HeaderOptions & { pageSources?: PageSources }): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce();
    // `/` on a business's own host is that business's page (server/business-host-page.ts).
    const path = typeof res.locals.pagePath === "string" ? res.locals.pagePath : req.path;
    const page = pageSources?.(path, req.headers.cookie);
    res.locals.cspNonce = nonce;
    res.set(
      securityHeaders(nonce, {
        ...options,
        imageSources: [...(options.imageSources ?? []), ...(page?.image ?? [])],
        scriptSources: page?.script,
        connectSources: page?.connect,
      }),
    );
    next();
  };
}
