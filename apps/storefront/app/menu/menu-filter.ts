import type { IngredientDto, MenuItemDto, TagDto } from "@storefront/api-client";

/**
 * The menu page's filter (docs/decisions/021-menu-content-settings.md): the tags and ingredients a
 * customer ticked. An item passes when it carries every chosen tag and every chosen ingredient
 * (each box narrows the menu, as "vegan" and "gluten-free" together mean both).
 */
export interface MenuFilter {
  /** Chosen tags by key ("spicy"), as the address carries them. */
  tagKeys: readonly string[];
  /** Chosen ingredients by id. */
  ingredientIds: readonly number[];
}

export const noFilter: MenuFilter = { tagKeys: [], ingredientIds: [] };

/**
 * Reads `?tag=spicy&tag=vegan&ingredient=12` from a page's address: tags by their slug, ingredients
 * by id, each once, anything malformed ignored; ingredients only when the business shows them.
 */
export function readMenuFilter(search: URLSearchParams, ingredientsShown: boolean): MenuFilter {
  const tagKeys = [
    ...new Set(search.getAll("tag").filter((key) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(key))),
  ].slice(0, 20);
  const ingredientIds = ingredientsShown
    ? [
        ...new Set(
          search
            .getAll("ingredient")
            .filter((id) => /^[1-9][0-9]{0,9}$/.test(id))
            .map(Number),
        ),
      ].slice(0, 20)
    : [];
  return { tagKeys, ingredientIds };
}

export function isFiltering(filter: MenuFilter): boolean {
  return filter.tagKeys.length > 0 || filter.ingredientIds.length > 0;
}

/** The filter as a query string, "" without one: `tag=spicy&ingredient=12`. */
export function menuFilterQuery(filter: MenuFilter): string {
  const query = new URLSearchParams();
  for (const key of filter.tagKeys) query.append("tag", key);
  for (const id of filter.ingredientIds) query.append("ingredient", String(id));
  return query.toString();
}

/**
 * The test an item must pass: it carries every chosen tag and every chosen ingredient. A tag key
 * the business does not have matches no item (the customer asked for it; nothing has it).
 */
export function itemFilter(
  filter: MenuFilter,
  tags: readonly TagDto[],
): (item: Pick<MenuItemDto, "tag_ids" | "ingredient_ids">) => boolean {
  const tagIdByKey = new Map(tags.map((tag) => [tag.key, tag.id]));
  const tagIds = filter.tagKeys.map((key) => tagIdByKey.get(key) ?? -1);
  const { ingredientIds } = filter;
  if (tagIds.length === 0 && ingredientIds.length === 0) return () => true;
  return (item) =>
    tagIds.every((id) => item.tag_ids?.includes(id) ?? false) &&
    ingredientIds.every((id) => item.ingredient_ids?.includes(id) ?? false);
}

/** The filter's choices as the form shows them, names in the interface language. */
export interface MenuFilterView {
  tags: { key: string; name: string; checked: boolean }[];
  ingredients: { id: number; name: string; checked: boolean }[];
  active: boolean;
}

export function menuFilterView(
  filter: MenuFilter,
  tags: readonly TagDto[],
  ingredients: readonly IngredientDto[],
  text: (value: Record<string, string>) => string,
): MenuFilterView {
  return {
    tags: tags.map((tag) => ({
      key: tag.key,
      name: text(tag.name),
      checked: filter.tagKeys.includes(tag.key),
    })),
    ingredients: ingredients.map((ingredient) => ({
      id: ingredient.id,
      name: text(ingredient.name),
      checked: filter.ingredientIds.includes(ingredient.id),
    })),
    active: isFiltering(filter),
  };
}
