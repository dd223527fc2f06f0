import { lastRouteCookieName } from "../../app/navigation/last-route";
import { visitCookieName } from "../../app/visits/visit-cookie";
import { sessionCookieName } from "../../app/account/session-cookie";
import { requestLanguage } from "../../app/language/request-language.server";

/** What a page request shows, as the page cache reads it. */
export interface PageRequest {
  method: string;
  protocol: string;
  host: string;
  /** Path and query, as the browser asked for them. */
  url: string;
  header: (name: string) => string | undefined;
}

// Cookies a shared page never reads: the last visited route is written again for every answer
// (page-cache.ts) and the day's counted visit only matters to the visit report.
const unread = [lastRouteCookieName, visitCookieName("")];

/**
 * The key of the shared page a request may be answered with, or null when it must be rendered for
 * this request alone: anything but a document GET, or a signed-in customer's request (ADR 053).
 * The key holds the address, the interface language chosen for the request, and every cookie of
 * the request but those no page reads, by name and value: a cookie this list forgets makes pages
 * shared more narrowly, never wrongly.
 * `pageKey({ method: "GET", url: "/demo/delivery", … })` starts with `"http://host/demo/delivery\n"`.
 */
export function pageKey(request: PageRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const [path = ""] = request.url.split("?", 1);
  // A navigation's data, and Remix's own calls, are not documents.
  if (path.endsWith(".data") || path.startsWith("/__") || /[?&]_data=/.test(request.url)) {
    return null;
  }
  const cookies = (request.header("Cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean);
  const names = cookies.map((pair) => pair.split("=", 1)[0] ?? "");
  if (names.some((name) => name.startsWith(sessionCookieName("")))) return null;
  const kept = cookies
    .filter((_, index) => !unread.some((prefix) => names[index]?.startsWith(prefix)))
    .sort();
  const { language } = requestLanguage({ get: (name) => request.header(name) ?? null });
  return [`${request.protocol}://${request.host}${request.url}`, language, ...kept].join("\n");
}
