/**
 * The URL of an image in one width: the media route's `w` parameter added to what the URL
 * already carries (its version). `widthUrl("http://a/m/x.webp?v=1", 320) === "http://a/m/x.webp?v=1&w=320"`
 */
export function widthUrl(url: string, width: number): string {
  const sized = new URL(url);
  sized.searchParams.set("w", String(width));
  return sized.href;
}

/**
 * A `srcset` offering the image in each width, so the browser takes the smallest that fills the
 * slot at the screen's density. `imageSrcSet("http://a/x.webp", [160, 320])` is
 * `"http://a/x.webp?w=160 160w, http://a/x.webp?w=320 320w"`
 */
export function imageSrcSet(url: string, widths: readonly number[]): string {
  return widths.map((width) => `${widthUrl(url, width)} ${width}w`).join(", ");
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
