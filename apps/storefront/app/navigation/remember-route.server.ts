import { lastRouteCookie, pageToRemember, readLastRoute } from "./last-route";

/**
 * Remembers the page an answer shows (spec 2: the last visited route, except the login page):
 * adds the cookie to a successful GET of a business page, whether the document or its data for a
 * navigation in the browser. Prefetches (a link pointed at, not followed) are not visits.
 */
export function rememberRoute(
  request: Pick<Request, "method" | "url"> & { headers: Pick<Headers, "get"> },
  status: number,
  headers: Headers,
): void {
  if (request.method !== "GET" || status !== 200) return;
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  if (purpose.includes("prefetch")) return;
  const page = pageToRemember(request.url);
  if (page && page !== readLastRoute(request.headers.get("Cookie"))) {
    headers.append("Set-Cookie", lastRouteCookie(page));
  }
}
