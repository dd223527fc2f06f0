import { createHash } from "node:crypto";
import { access, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { manifestName, type MediaEntry } from "../../src/media/media-library.js";
import { renderVariants, webpOptions } from "../../src/media/render-variants.js";
import { widthsOf, type DemoImage } from "./demo-media-catalogue.js";

/** Raised when the drawing code or the encoding changes in a way the SVG text does not show. */
const generatorVersion = 1;

/**
 * Writes every demo image in each of its widths into the media folder, with a manifest of their
 * versions. An image whose SVG, widths and encoding are unchanged since the last run (and whose
 * files are there) is skipped, so a second run takes about a second.
 */
export async function generateDemoMedia(
  images: readonly DemoImage[],
  directory: string,
): Promise<{ written: number; skipped: number; bytes: number }> {
  const manifestFile = path.join(directory, manifestName);
  const previous = await readManifest(manifestFile);
  const manifest: Record<string, MediaEntry> = {};
  let written = 0;
  let bytes = 0;
  // Two at a time: libvips already uses both cores for each, and memory stays small.
  const queue = [...images];
  const work = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const svg = image.draw(image.frame, image.name);
      const widths = image.widths ?? widthsOf(image.role);
      const version = createHash("sha256")
        .update(JSON.stringify([generatorVersion, webpOptions(image.role), widths, svg]))
        .digest("hex")
        .slice(0, 12);
      const base = path.join(directory, image.name);
      manifest[image.name] = { version, widths };
      if (
        previous[image.name]?.version === version &&
        (await exists(`${base}.${Math.max(...widths)}.webp`))
      )
        continue;
      const sizes = await renderVariants(
        svg,
        image.frame.width,
        widths,
        base,
        webpOptions(image.role),
      );
      written += 1;
      bytes += Object.values(sizes).reduce((sum, size) => sum + size, 0);
    }
  };
  await Promise.all([work(), work()]);
  const ordered = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeFile(manifestFile, `${JSON.stringify(ordered, null, 1)}\n`);
  return { written, skipped: images.length - written, bytes };
}

async function readManifest(file: string): Promise<Record<string, MediaEntry>> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, MediaEntry>;
  } catch {
    return {};
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
