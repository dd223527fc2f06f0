import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageRole } from "@storefront/api-client";
import sharp, { type WebpOptions } from "sharp";

/**
 * webp quality and encoder effort by what the picture is for: a low effort keeps the build quick
 * on two cores; backgrounds, large and seen behind things, take a lower quality.
 */
export function webpOptions(role: ImageRole): WebpOptions {
  return { quality: role === "background" ? 62 : 76, effort: 2 };
}

/**
 * Rasterises an SVG once at the widest width and writes a webp per width as `{base}.{width}.webp`,
 * each resized from that one raster. Returns the bytes written per width.
 */
export async function renderVariants(
  svg: string,
  viewBoxWidth: number,
  widths: readonly number[],
  base: string,
  options: WebpOptions,
): Promise<Record<number, number>> {
  const widest = Math.max(...widths);
  const raster = await sharp(Buffer.from(svg), { density: (72 * widest) / viewBoxWidth })
    .resize(widest)
    .raw()
    .toBuffer({ resolveWithObject: true });
  await mkdir(path.dirname(base), { recursive: true });
  const sizes: Record<number, number> = {};
  for (const width of widths) {
    const webp = await sharp(raster.data, { raw: raster.info })
      .resize(width)
      .webp(options)
      .toBuffer();
    await writeFile(`${base}.${width}.webp`, webp);
    sizes[width] = webp.length;
  }
  return sizes;
}
