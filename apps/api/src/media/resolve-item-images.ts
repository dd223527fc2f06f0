import type { MenuItemDto } from "@storefront/api-client";
import { resolveMediaUrl, type MediaOptions } from "./resolve-media-url.js";

/** Menu items with their stored images resolved to the URLs clients load. */
export function resolveItemImages<Item extends Pick<MenuItemDto, "image">>(
  items: readonly Item[],
  { publicUrl, library }: MediaOptions,
): Item[] {
  return items.map((item) =>
    item.image ? { ...item, image: resolveMediaUrl(item.image, publicUrl, library) } : item,
  );
}
