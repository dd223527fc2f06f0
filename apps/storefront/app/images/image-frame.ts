import type { Restaurant } from "@storefront/api-client";
import { aspectSize } from "./image-srcset";

/** How a business frames its item pictures (spec 3: `aspect_ratio`, `image_bg_color`). */
export interface ImageFrame {
  width: number;
  height: number;
  /** The colour behind a picture, and in its place when it fails to load; null: the card's. */
  background: string | null;
}

/** A business's frame for item pictures. */
export function imageFrameOf(
  restaurant: Pick<Restaurant, "aspect_ratio" | "image_bg_color">,
): ImageFrame {
  return { ...aspectSize(restaurant.aspect_ratio), background: restaurant.image_bg_color ?? null };
}

/** An item picture as a view carries it: where it is and how it is framed. */
export interface FramedImage extends ImageFrame {
  src: string;
}
