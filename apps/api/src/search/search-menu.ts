import type { MenuItemDto, SearchAnswer } from "@storefront/api-client";
import {
  filterItems,
  inBusinessZone,
  type MenuItemType,
  menuItemTypes,
  searchItems,
} from "@storefront/domain";
import { findBranchOwner } from "../branches/find-branch-owner.js";
import type { Database } from "../db/database.js";
import { findMenu } from "../menu/find-menu.js";

/** What a search asks. */
export interface MenuSearch {
  branchId: number;
  term: string;
  /** Only items of this type; items of any type without it. */
  type?: MenuItemType | undefined;
  limit: number;
  /** The server's clock: an item is found only while the menu shows it. */
  now: Date;
}

/**
 * The items of a branch's menu that match a term, best first (ADR 009): among the items shown now
 * in the business's time zone (domain `filterItems`, for the type asked or for any type), ranked by
 * the domain's `searchItems` with its Arabic folding. Undefined when no branch has the id.
 * `(await searchMenu(db, { branchId: 1, term: "مجبوس", limit: 20, now: new Date() }))?.items`
 */
export async function searchMenu(
  db: Database,
  search: MenuSearch,
): Promise<Omit<SearchAnswer, "error" | "message"> | undefined> {
  const owner = await findBranchOwner(db, search.branchId);
  if (!owner) return undefined;
  const found = await findMenu(db, search.branchId);
  if (!found) return undefined;

  const now = inBusinessZone(search.now, owner.timeZone);
  const { categories, items } = found.menu;
  const shownIds = new Set(
    (search.type ? [search.type] : menuItemTypes).flatMap((itemType) =>
      filterItems(items, { itemType, now, categories }).map((item) => item.id),
    ),
  );
  const shown: MenuItemDto[] = items.filter((item) => shownIds.has(item.id));
  return {
    currency: found.currency,
    items: searchItems(shown, search.term).slice(0, search.limit),
  };
}
