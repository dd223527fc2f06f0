import type { MenuCategory } from "./menu-shapes.js";

/**
 * Puts the smart categories (the "standard" menu) at the top of the category list (spec section 9:
 * "Smart categories ("standard" menu) are merged in at the top"). A category id appears once: the
 * first listing wins, so a smart category pushes down nothing but replaces a regular category
 * with the same id, and repeats within either list are dropped. Order is otherwise kept.
 * `mergeSmartCategories([popular], [starters, mains])` is `[popular, starters, mains]`.
 */
export function mergeSmartCategories<
  S extends Pick<MenuCategory, "id">,
  C extends Pick<MenuCategory, "id">,
>(smartCategories: readonly S[], categories: readonly C[]): (S | C)[] {
  const seen = new Set<number>();
  const merged: (S | C)[] = [];
  for (const category of [...smartCategories, ...categories]) {
    if (seen.has(category.id)) continue;
    seen.add(category.id);
    merged.push(category);
  }
  return merged;
}
