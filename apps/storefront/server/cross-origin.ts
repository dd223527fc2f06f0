import type { RequestHandler } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request would change state on behalf of another site: not a safe method, and an
 * Origin whose host is not this server's. A request without Origin is not a browser form from
 * elsewhere and passes; the actions check again (app/security/same-origin.ts).
 */
export function isCrossOriginWrite(
  method: string,
  origin: string | undefined,
  host: string | undefined,
): boolean {
  if (safeMethods.has(method.toUpperCase()) || origin === undefined) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Answers 403 to a cross-origin form post before it reaches Remix (QUALITY.md: actions check Origin). */
export const refuseCrossOriginWrites: RequestHandler = (req, res, next) => {
  if (isCrossOriginWrite(req.method, req.headers.origin, req.headers.host)) {
    res.status(403).type("text/plain").send("Forbidden: this form belongs to another site.");
    return;
  }
  next();
};
