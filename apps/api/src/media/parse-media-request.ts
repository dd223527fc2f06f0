/** An image request the media route can answer, or why not. */
export type MediaRequest =
  | { ok: true; name: string; width: number | null; version: string | null }
  | { ok: false; code: "NOT_FOUND" | "BAD_REQUEST" };

/** `demo/items/hummus.webp`: one to four lowercase folders and a name, nothing encoded. */
const mediaPath = /^\/media\/((?:[a-z0-9][a-z0-9-]{0,79}\/){0,4}[a-z0-9][a-z0-9-]{0,79})\.webp$/;

/**
 * Reads a raw request URL (before any decoding, so `%2F` or `%2e%2e` cannot pass as a folder) as
 * an image name, the width asked for (`w`, one of `widths`) and the version (`v`).
 * `parseMediaRequest("/media/demo/logo.webp?w=160", [160])` gives `{ ok: true, name: "demo/logo", width: 160, version: null }`
 */
export function parseMediaRequest(rawUrl: string, widths: readonly number[]): MediaRequest {
  const queryAt = rawUrl.indexOf("?");
  const pathPart = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const match = mediaPath.exec(pathPart);
  if (!match) return { ok: false, code: "NOT_FOUND" };
  const query = new URLSearchParams(queryAt === -1 ? "" : rawUrl.slice(queryAt + 1));
  const w = query.get("w");
  const width = w === null ? null : /^[1-9][0-9]{0,4}$/.test(w) ? Number(w) : NaN;
  if (width !== null && !widths.includes(width)) return { ok: false, code: "BAD_REQUEST" };
  const v = query.get("v");
  return { ok: true, name: match[1]!, width, version: v && /^[0-9a-f]{1,64}$/.test(v) ? v : null };
}
