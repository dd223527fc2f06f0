/**
 * The URL of an image in one width: the media route's `w` parameter added to what the URL
 * already carries (its version). `widthUrl("http://a/m/x.webp?v=1", 320) === "http://a/m/x.webp?v=1&w=320"`
 */
export function widthUrl(url: string, width: number): string {
  return `${sizeable(url)}${width}`;
}

/**
 * A `srcset` offering the image in each width, so the browser takes the smallest that fills the
 * slot at the screen's density. `imageSrcSet("http://a/x.webp", [160, 320])` is
 * `"http://a/x.webp?w=160 160w, http://a/x.webp?w=320 320w"`
 */
export function imageSrcSet(url: string, widths: readonly number[]): string {
  const prefix = sizeable(url);
  return widths.map((width) => `${prefix}${width} ${width}w`).join(", ");
}

/**
 * The URL up to the value of its `w` parameter, any width it had taken out. Written with strings:
 * a menu page builds hundreds of these, and the media URLs the API gives are already normal.
 * `sizeable("http://a/x.webp?w=1&v=2") === "http://a/x.webp?v=2&w="`
 */
function sizeable(url: string): string {
  const hash = url.indexOf("#");
  const address = hash === -1 ? url : url.slice(0, hash);
  const query = address.indexOf("?");
  if (query === -1) return `${address}?w=`;
  const kept = address
    .slice(query + 1)
    .split("&")
    .filter((pair) => pair !== "" && pair !== "w" && !pair.startsWith("w="));
  return `${address.slice(0, query)}?${[...kept, "w="].join("&")}`;
}

/** Width and height of a business's `aspect_ratio` ("4:3"), for an image's intrinsic size; square if unreadable. */
export function aspectSize(
  ratio: string | null | undefined,
  width = 400,
): { width: number; height: number } {
  const [across, down] = (ratio ?? "").split(":").map(Number);
  if (!across || !down) return { width, height: width };
  return { width, height: Math.round((width * down) / across) };
}
