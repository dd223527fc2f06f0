import type { StaffMenuItem } from "@storefront/api-client";
import { normalizeSearchText } from "@storefront/domain";

interface Category {
  readonly id: number;
  readonly name: Readonly<Record<string, string>>;
  readonly items: readonly StaffMenuItem[];
}

/**
 * The categories with only the dishes whose name, in any of its languages, holds the text (as
 * the storefront's search folds Arabic letters and digits); categories left empty go. An empty
 * text keeps everything.
 */
export function dishesMatching<C extends Category>(categories: readonly C[], text: string): C[] {
  const wanted = normalizeSearchText(text);
  if (!wanted) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((dish) =>
        Object.values(dish.name).some((name) => normalizeSearchText(name).includes(wanted)),
      ),
    }))
    .filter((category) => category.items.length > 0);
}
