import type { Request, RequestHandler, Response } from "express";
import { languageCookieName } from "../../app/language/language-cookie";
import { lastRouteCookieName } from "../../app/navigation/last-route";
import { rememberRoute } from "../../app/navigation/remember-route.server";
import { renderSharing, type PageSharing } from "../../app/http/page-sharing.server";
import { chooseEncoding } from "../choose-encoding";
import { captureBody } from "./capture-body";
import { pageKey } from "./page-key";
import type { PageStore, StoredPage } from "./page-store";
import { sharePage, type SharedPage } from "./shared-page";

export interface PageCacheOptions {
  store: PageStore;
  /** The catalogue's revision as of a moment no earlier than the call (revision-watch.ts). */
  currentRevision: () => Promise<number>;
  now?: () => number;
}

// The answer headers that belong to the page itself; the security headers are the request's own.
const pageHeaders = ["content-type", "cache-control", "content-language", "link"];

/**
 * Serves the pages that anyone with the same key would be shown from memory (ADR 053): a page
 * whose loader allows sharing (`allowSharing`) is kept after it is rendered, and the next request
 * with the same key, at the same catalogue revision and minute, gets its bytes, compressed once,
 * with the scripts allowed by hash instead of the nonce. Anything else goes on to Remix.
 */
export function pageCache({
  store,
  currentRevision,
  now = Date.now,
}: PageCacheOptions): RequestHandler {
  return (request, response, next) => {
    const key = pageKey({
      method: request.method,
      protocol: request.protocol,
      host: request.get("host") ?? "",
      url: request.originalUrl,
      header: (name) => request.get(name),
    });
    if (!key || request.method !== "GET") return next();
    const minute = Math.floor(now() / 60_000);
    currentRevision().then(
      (revision) => {
        const page = store.get(key, revision, minute);
        if (page) return sendShared(request, response, page);
        const sharing = keepWhenShared(response, (shared) =>
          store.set(key, { ...shared, revision, minute }),
        );
        response.set("X-Page-Cache", "miss");
        renderSharing(sharing, next);
      },
      // Without the revision no page can be known to hold: render it.
      () => next(),
    );
  };
}

/**
 * Lets the loaders allow sharing, and keeps the page once sent if they did and no API call failed
 * while it was built. Answers the sharing to render the page with. The page is kept under the
 * revision read before it was built, so what it shows is never older than its key says.
 */
function keepWhenShared(response: Response, keep: (shared: SharedPage) => void): PageSharing {
  const sharing: PageSharing = { allowed: false, failedCall: false };
  response.locals.pageSharing = sharing;
  captureBody(response, (body) => {
    if (!sharing.allowed || sharing.failedCall || response.statusCode !== 200) return;
    const headers = sharedHeaders(response);
    if (!headers) return;
    // The page is already sent: keeping it may fail without the customer noticing.
    try {
      keep(sharePage(body.toString("utf8"), String(response.locals.cspNonce), headers));
    } catch (error) {
      console.error("A rendered page could not be kept", error);
    }
  });
  return sharing;
}

/**
 * The page's own headers, or null when it sets a cookie another visitor must not get. The
 * language cookie is the same for every request with the key; the last visited route is written
 * again per request.
 */
function sharedHeaders(response: Response): [string, string][] | null {
  const headers: [string, string][] = [];
  for (const name of pageHeaders) {
    const value = response.getHeader(name);
    if (typeof value === "string") headers.push([name, value]);
  }
  const cookies = response.getHeader("set-cookie");
  for (const cookie of Array.isArray(cookies) ? cookies : cookies ? [String(cookies)] : []) {
    if (cookie.startsWith(`${lastRouteCookieName}=`)) continue;
    if (!cookie.startsWith(`${languageCookieName}=`)) return null;
    headers.push(["set-cookie", cookie]);
  }
  return headers;
}

function sendShared(request: Request, response: Response, page: StoredPage) {
  const encoding = chooseEncoding(request);
  const cookies: string[] = [];
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") cookies.push(value);
    else response.setHeader(name, value);
  }
  const remembered = new Headers();
  rememberRoute(
    {
      method: request.method,
      url: `http://${request.get("host")}${request.originalUrl}`,
      headers: { get: (name) => request.get(name) ?? null },
    },
    200,
    remembered,
  );
  cookies.push(...remembered.getSetCookie());
  if (cookies.length > 0) response.setHeader("Set-Cookie", cookies);
  const policy = response.getHeader("Content-Security-Policy");
  if (typeof policy === "string") {
    response.setHeader(
      "Content-Security-Policy",
      policy.replace(`'nonce-${String(response.locals.cspNonce)}'`, page.scriptHashes),
    );
  }
  const body = page.bodies[encoding];
  if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
  response.setHeader("Vary", "Accept-Encoding");
  response.setHeader("Content-Length", body.length);
  response.setHeader("X-Page-Cache", "hit");
  response.status(200).end(body);
}
