import { normalizeSearchText } from "./normalize-search-text.js";

/** What search reads of an item: its name and description in every language. */
export interface SearchableItem {
  readonly name: Readonly<Record<string, string>>;
  readonly description?: Readonly<Record<string, string>> | null | undefined;
}

/**
 * The items that match a search, best first: every word of the query must appear in the item's
 * name or description, in any of its languages (so an Arabic query finds an item while the page
 * is in English). Items whose name starts with the query come first, then those whose name
 * holds every word, then those matched through their description; ties keep menu order. An empty
 * query matches nothing.
 * `searchItems(items, "مجبوس")` finds "Chicken Machboos" through its Arabic name.
 */
export function searchItems<I extends SearchableItem>(items: readonly I[], query: string): I[] {
  const normalized = normalizeSearchText(query);
  if (normalized === "") return [];
  const words = normalized.split(" ");
  const ranked: { item: I; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const names = Object.values(item.name).map(normalizeSearchText);
    const descriptions = Object.values(item.description ?? {}).map(normalizeSearchText);
    const everything = [...names, ...descriptions].join("\n");
    if (!words.every((word) => everything.includes(word))) return;
    const rank = names.some((name) => name.startsWith(normalized))
      ? 0
      : words.every((word) => names.some((name) => name.includes(word)))
        ? 1
        : 2;
    ranked.push({ item, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ item }) => item);
}
