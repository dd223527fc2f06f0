import { readCookie, yearLongCookie } from "../cookies/site-cookie";

/** The cookie that keeps the last page a customer saw of a business (spec 2: the last visited route). */
export const lastRouteCookieName = "last_route";

// A business page: /{referenceId} and below. Not the login page (spec 2), nor the site's own
// paths (/resources, /404, Remix's /__manifest), which are not pages of a business.
const businessPage = /^\/[A-Za-z0-9_-]+(\/[^?#]*)?(\?[^#]*)?$/;
const notRemembered = /^\/(resources|404|__manifest|_root)(\/|\?|$)|^\/[^/?]+\/login(\/|\?|$)/;
// Remix's own query parameters of a data request.
const remixParameters = ["_routes", "_data", "index"];

/**
 * The path and query of the page a request shows: a single-fetch data request
 * (`/demo/delivery.data?_routes=…`) names the page it loads (`/demo/delivery`).
 * `pageAddress("http://x/demo/delivery.data?_routes=root&page=2") === "/demo/delivery?page=2"`
 */
export function pageAddress(requestUrl: string): string {
  const url = new URL(requestUrl);
  const pathname = url.pathname.replace(/\.data$/, "");
  for (const name of remixParameters) url.searchParams.delete(name);
  const query = url.searchParams.toString();
  return pathname + (query ? `?${query}` : "");
}

/**
 * The page a request shows, as a path and query to remember, or null when it is not a page to
 * come back to. `pageToRemember("http://x/demo/delivery.data?_routes=root") === "/demo/delivery"`
 */
export function pageToRemember(requestUrl: string): string | null {
  return rememberable(pageAddress(requestUrl));
}

/** The path itself when it is a business page other than the login page; else null. */
function rememberable(path: string): string | null {
  if (path.length > 1000 || path.startsWith("//")) return null;
  if (!businessPage.test(path) || notRemembered.test(path)) return null;
  return path;
}

/**
 * The remembered page in a Cookie header, when it still reads as a business page of this site
 * (never another origin). `readLastRoute("last_route=%2Fdemo%2Fdelivery") === "/demo/delivery"`
 */
export function readLastRoute(cookieHeader: string | null | undefined): string | null {
  const value = readCookie(cookieHeader, lastRouteCookieName);
  return value === null ? null : rememberable(value);
}

/** The Set-Cookie value that remembers a page for a year. */
export function lastRouteCookie(path: string): string {
  return yearLongCookie(lastRouteCookieName, path);
}
