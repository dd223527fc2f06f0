import type { MediaLibrary } from "./media-library.js";

/**
 * The URL a client gets for a stored image: a media path (`/media/demo/logo.webp`, as the seed
 * stores it) becomes absolute on the API's public URL with the image's version (`?v=`), so it can be
 * cached for good; an absolute URL a business gave is passed on unchanged; null stays null.
 * `resolveMediaUrl("/media/demo/logo.webp", "http://localhost:4000/", library) === "http://localhost:4000/media/demo/logo.webp?v=3fa9c2d1e0b4"`
 */
export function resolveMediaUrl(
  stored: string | null | undefined,
  publicUrl: string,
  library: MediaLibrary,
): string | null {
  if (!stored) return null;
  if (!stored.startsWith("/media/")) return stored;
  const url = new URL(stored.slice(1), publicUrl);
  const version = library.entries.get(
    stored.slice("/media/".length).replace(/\.webp$/, ""),
  )?.version;
  if (version) url.searchParams.set("v", version);
  return url.href;
}

/** Media resolution as the answers use it: the API's public URL and its library. */
export interface MediaOptions {
  publicUrl: string;
  library: MediaLibrary;
}

/** The business image settings of an answer, resolved (`logo`, `welcome_bg`, `header_bg`, `desktop_bg`). */
export function resolveImageSettings<
  T extends Partial<Record<(typeof imageSettings)[number], string | null>>,
>(settings: T, { publicUrl, library }: MediaOptions): T {
  const resolved = { ...settings };
  for (const name of imageSettings) {
    if (name in resolved)
      Object.assign(resolved, { [name]: resolveMediaUrl(resolved[name], publicUrl, library) });
  }
  return resolved;
}

const imageSettings = ["logo", "welcome_bg", "header_bg", "desktop_bg"] as const;
