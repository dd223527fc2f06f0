import type { DemoBusiness } from "../db/demo-businesses.js";
import { demoImagePaths } from "./demo-media-catalogue.js";

/**
 * The demo businesses with their pictures: the logo and backgrounds among their settings, and
 * each pictured dish's image in their menu, all as media paths.
 */
export function withDemoImages(list: readonly DemoBusiness[]): DemoBusiness[] {
  return list.map((entry) => {
    const images = demoImagePaths(entry.business.referenceId);
    return {
      ...entry,
      business: { ...entry.business, settings: { ...entry.business.settings, ...images.settings } },
      ...(entry.menu ? { menu: { ...entry.menu, images: images.items } } : {}),
    };
  });
}
