import { readFileSync } from "node:fs";
import path from "node:path";

/** What the media folder holds for one image: its content hash and the widths written. */
export interface MediaEntry {
  /** A short hash of the picture's source and encoding; it changes whenever the picture does. */
  version: string;
  widths: readonly number[];
}

/** The images of a media folder, by name (`demo/items/hummus`), as its manifest lists them. */
export interface MediaLibrary {
  directory: string;
  entries: ReadonlyMap<string, MediaEntry>;
}

/** The manifest's file name inside the media folder. */
export const manifestName = "manifest.json";

/**
 * Reads a media folder's manifest; a folder with none (nothing generated yet) is an empty library.
 * `openMediaLibrary("apps/api/media").entries.get("demo/logo")?.widths // [96, 160, 320]`
 */
export function openMediaLibrary(directory: string): MediaLibrary {
  let manifest: Record<string, MediaEntry> = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(directory, manifestName), "utf8")) as Record<
      string,
      MediaEntry
    >;
  } catch {
    // No manifest: no images to serve.
  }
  return { directory, entries: new Map(Object.entries(manifest)) };
}

/** The file of an image at one width. */
export function variantFile(library: MediaLibrary, name: string, width: number): string {
  return path.join(library.directory, `${name}.${width}.webp`);
}
