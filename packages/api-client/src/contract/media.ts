/**
 * The widths, in pixels, in which the API's media route answers an image (`?w=`), by what the image
 * is for (docs/decisions/022-images.md): item pictures from a card's thumbnail to an item page at
 * twice its size, logos for the header band, and backgrounds at the spec's breakpoints (320, 640,
 * 768, 1024, 1280, 1536) and twice the widest ones (spec 9: densities 1 and 2, webp).
 */
export const imageWidths = {
  item: [160, 320, 640, 768, 1024],
  logo: [96, 160, 320],
  background: [320, 640, 768, 1024, 1280, 1536, 2048, 3072],
} as const;

/** What an image is for; each has its own widths. */
export type ImageRole = keyof typeof imageWidths;

/** Every width the media route knows, smallest first. */
export const mediaWidths: readonly number[] = [...new Set(Object.values(imageWidths).flat())].sort(
  (a, b) => a - b,
);
