/**
 * The image URL if its origin is on the allow-list (spec 5: image domains are limited to an
 * allow-list), else null: a picture from anywhere else is not shown at all. Origins are
 * `scheme://host[:port]`, as `new URL(...).origin` writes them.
 * `allowedImage("https://evil.example/x.webp", ["http://localhost:4000"]) === null`
 */
export function allowedImage(
  url: string | null | undefined,
  origins: readonly string[],
): string | null {
  if (!url) return null;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return null;
  }
  return origins.includes(origin) ? url : null;
}

/**
 * Allowed origins from a comma-separated list of URLs (`http://localhost:4000/, https://cdn.x`),
 * each reduced to its origin; a list without an http(s) entry is refused.
 * `mediaOrigins("http://localhost:4000/") // ["http://localhost:4000"]`
 */
export function mediaOrigins(list: string): string[] {
  const origins = list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== "http:" && url.protocol !== "https:") {
        throw new Error(`${entry} is not an http(s) origin`);
      }
      return url.origin;
    });
  if (origins.length === 0) throw new Error("no origin given");
  return [...new Set(origins)];
}

/** Items (a menu's, or one) with every image from outside the allow-list taken away. */
export function withAllowedImages<Item extends { image?: string | null | undefined }>(
  items: readonly Item[],
  origins: readonly string[],
): readonly Item[] {
  // The usual case, every image allowed, keeps the (cached) answer as it is.
  if (items.every((item) => !item.image || allowedImage(item.image, origins))) return items;
  return items.map((item) =>
    item.image && !allowedImage(item.image, origins) ? { ...item, image: null } : item,
  );
}
