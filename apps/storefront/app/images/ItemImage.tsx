import { imageWidths } from "@storefront/api-client";
import type { FramedImage } from "./image-frame";
import { ResponsiveImage } from "./ResponsiveImage";

/** Slot widths of an item picture: a card's thumbnail, or the item page's picture. */
const slots = {
  card: "(min-width: 768px) 8rem, 6.5rem",
  page: "(min-width: 768px) 40rem, calc(100vw - 2rem)",
} as const;

/** A dish's picture in its business's frame, named by the dish. */
export function ItemImage({
  image,
  name,
  slot,
  priority = false,
  eager = false,
}: {
  image: FramedImage;
  name: string;
  slot: keyof typeof slots;
  priority?: boolean;
  eager?: boolean;
}) {
  return (
    <ResponsiveImage
      src={image.src}
      alt={name}
      widths={imageWidths.item}
      sizes={slots[slot]}
      width={image.width}
      height={image.height}
      background={image.background}
      priority={priority}
      eager={eager}
      className={`item-image item-image--${slot}`}
    />
  );
}
