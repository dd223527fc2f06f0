import {
  leastRecentlyUsed,
  type GetMenuAnswer,
  type LeastRecentlyUsed,
} from "@storefront/api-client";
import type { MenuDiscounts, OpeningHours, SellingType } from "@storefront/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, branchPauses, businesses, openingHours } from "../db/schema/index.js";
import { findMenuDiscounts } from "../discounts/find-menu-discounts.js";
import { findOrderMenu, type SoldOutAtBranch } from "../menu/find-menu.js";

/** What a branch's orders are priced against, as the catalogue stood at one revision. */
export interface OrderCatalogue {
  readonly revision: number;
  readonly business: typeof businesses.$inferSelect;
  readonly menu: GetMenuAnswer["menu"];
  /** Each item's place in `menu.items`, by id. */
  readonly itemIndex: ReadonlyMap<number, number>;
  readonly discounts: MenuDiscounts;
  readonly hours: Partial<Record<SellingType, OpeningHours>>;
  /** Until when the branch, busy, takes no orders of a selling type (a pause may have ended since). */
  readonly pausedUntil: Partial<Record<SellingType, Date>>;
  /** What the branch ran out of: still in `menu`, so an order of it is refused by name. */
  readonly soldOut: SoldOutAtBranch;
}

/** Branches kept per database; the least recently used goes first. */
const maximumBranches = 64;
const cachesByDatabase = new WeakMap<Database, LeastRecentlyUsed<OrderCatalogue>>();

/**
 * The catalogue of a branch at `revision` (ADR 023's counter, which every write to these tables
 * raises): built once per revision and process, then served from memory. Another revision misses
 * and rebuilds, so a change shows on the next order. Undefined when no branch has the id.
 */
export async function orderCatalogue(
  db: Database,
  branchId: number,
  revision: number,
): Promise<OrderCatalogue | undefined> {
  let cache = cachesByDatabase.get(db);
  if (!cache) cachesByDatabase.set(db, (cache = leastRecentlyUsed({ capacity: maximumBranches })));
  const key = String(branchId);
  const cached = cache.get(key);
  if (cached && cached.revision === revision) return cached;
  const built = await buildOrderCatalogue(db, branchId, revision);
  if (!built) return undefined;
  // A build from an older revision than the one kept never replaces it.
  if (!cached || cached.revision <= revision) cache.set(key, built);
  return built;
}

async function buildOrderCatalogue(
  db: Database,
  branchId: number,
  revision: number,
): Promise<OrderCatalogue | undefined> {
  const [row] = await db
    .select({ business: businesses })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(branches.id, branchId));
  if (!row) return undefined;
  const [found, discounts, hourRows, pauseRows] = await Promise.all([
    findOrderMenu(db, branchId),
    findMenuDiscounts(db, row.business.id),
    db
      .select({ sellingType: openingHours.sellingType, hours: openingHours.hours })
      .from(openingHours)
      .where(eq(openingHours.branchId, branchId)),
    db
      .select({ sellingType: branchPauses.sellingType, until: branchPauses.until })
      .from(branchPauses)
      .where(eq(branchPauses.branchId, branchId)),
  ]);
  if (!found) return undefined;
  return {
    revision,
    business: row.business,
    menu: found.menu,
    itemIndex: new Map(found.menu.items.map((item, index) => [item.id, index])),
    discounts,
    hours: Object.fromEntries(hourRows.map(({ sellingType, hours }) => [sellingType, hours])),
    pausedUntil: Object.fromEntries(
      pauseRows.map(({ sellingType, until }) => [sellingType, until]),
    ),
    soldOut: found.soldOut,
  };
}
