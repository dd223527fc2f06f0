import type { MenuSectionOf } from "./menu-view";

/** How many items one menu page shows: the whole of an ordinary menu, a slice of a huge one. */
export const itemsPerPage = 200;

/** One page of a menu: its sections cut to the page's items, and where every category starts. */
export interface MenuPage<Item> {
  sections: MenuSectionOf<Item>[];
  /** 1-based; a page past the end shows the last. */
  page: number;
  pageCount: number;
  /** The page on which each top-level category's first item is. */
  pageOfSection: ReadonlyMap<number, number>;
}

/**
 * Cuts a menu's sections, in menu order, into pages of `perPage` items, so a 10,000-item menu
 * renders a page at the cost of an ordinary one. A section split between pages appears on both,
 * each with its own items.
 */
export function paginateSections<Item>(
  sections: readonly MenuSectionOf<Item>[],
  requestedPage: number,
  perPage = itemsPerPage,
): MenuPage<Item> {
  const total = sections.reduce((sum, section) => sum + countItems(section), 0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  const start = (page - 1) * perPage;
  const end = start + perPage;

  const pageOfSection = new Map<number, number>();
  let seen = 0;
  // Keeps the items whose running index falls in [start, end), section by section.
  const cut = (section: MenuSectionOf<Item>): MenuSectionOf<Item> | null => {
    const first = seen;
    const items = section.items.filter((_, index) => {
      const at = first + index;
      return at >= start && at < end;
    });
    seen += section.items.length;
    const subsections = section.subsections
      .map(cut)
      .filter((sub): sub is MenuSectionOf<Item> => sub !== null);
    return items.length > 0 || subsections.length > 0 ? { ...section, items, subsections } : null;
  };
  const shown: MenuSectionOf<Item>[] = [];
  for (const section of sections) {
    pageOfSection.set(section.id, Math.floor(seen / perPage) + 1);
    const kept = cut(section);
    if (kept) shown.push(kept);
  }
  return { sections: shown, page, pageCount, pageOfSection };
}

function countItems(section: MenuSectionOf<unknown>): number {
  return section.subsections.reduce((sum, sub) => sum + countItems(sub), section.items.length);
}
