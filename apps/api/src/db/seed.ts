import type { SellingType } from "@storefront/domain";
import { eq, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.js";
import { type DemoBusiness, demoBusinesses } from "./demo-businesses.js";
import { insertOrdering } from "./demo-ordering/insert-ordering.js";
import { insertMenu, insertStandardMenu, type MenuIds, type MenuOwner } from "./seed-menu.js";
import * as schema from "./schema/index.js";
import { branches, businesses, businessHosts, openingHours, themes } from "./schema/index.js";

/**
 * Inserts each demo business whose reference is absent, with its branches and menu, one transaction per
 * business; running it again changes nothing. Returns the references it inserted.
 * `await seedDemo(db) // ["demo", "demo-shop", ...] the first time, [] after`
 */
export function seedDemo(db: Database): Promise<string[]> {
  return seedBusinesses(db, demoBusinesses);
}

/** Inserts each business of the list whose reference is absent; returns the references inserted. */
export async function seedBusinesses(
  db: Database,
  list: readonly DemoBusiness[],
): Promise<string[]> {
  const inserted: { entry: DemoBusiness; owner: MenuOwner; menuIds: MenuIds }[] = [];
  for (const entry of list) {
    const written = await insertBusiness(db, entry);
    if (written) inserted.push({ entry, ...written });
  }
  // Smart categories take category ids after every business's menu, so the regular categories
  // keep the ids the browser tests name.
  for (const { entry, owner, menuIds } of inserted) {
    const { menu } = entry;
    if (menu?.smartCategories || menu?.highlighted) {
      await db.transaction((tx) => insertStandardMenu(tx, owner, menu, menuIds));
    }
  }
  return inserted.map(({ entry }) => entry.business.referenceId);
}

async function insertBusiness(
  db: Database,
  { business, branches: branchList, menu, ordering, hosts, themes: themeList }: DemoBusiness,
): Promise<{ owner: MenuOwner; menuIds: MenuIds } | undefined> {
  return db.transaction(async (tx) => {
    // ON CONFLICT rather than a prior lookup, so two seeders at once still insert one business.
    const [created] = await tx
      .insert(businesses)
      .values({ ...business, checkout: ordering?.checkout ?? null })
      .onConflictDoNothing({ target: businesses.referenceId })
      .returning({ id: businesses.id });
    if (!created) return undefined;

    const createdBranches = await tx
      .insert(branches)
      .values(
        branchList.map(({ referenceId, name }, position) => ({
          referenceId,
          name,
          businessId: created.id,
          position,
        })),
      )
      .returning({
        id: branches.id,
        position: branches.position,
        referenceId: branches.referenceId,
      });
    const defaultBranch = createdBranches.find((branch) => branch.position === 0);
    if (defaultBranch) {
      await tx
        .update(businesses)
        .set({ defaultBranchId: defaultBranch.id })
        .where(eq(businesses.id, created.id));
    }
    const hours = branchList.flatMap(({ referenceId, hours: byType = {} }) => {
      const branchId = createdBranches.find((branch) => branch.referenceId === referenceId)?.id;
      return branchId === undefined
        ? []
        : Object.entries(byType).map(([sellingType, weekly]) => ({
            branchId,
            sellingType: sellingType as SellingType,
            hours: weekly,
          }));
    });
    if (hours.length > 0) await tx.insert(openingHours).values(hours);
    const branchIds = new Map(createdBranches.map((branch) => [branch.referenceId, branch.id]));
    const owner: MenuOwner = { businessId: created.id, currency: business.currency, branchIds };
    const menuIds: MenuIds = menu
      ? await insertMenu(tx, owner, menu)
      : { categories: new Map(), items: new Map() };
    if (ordering) {
      await insertOrdering(tx, { businessId: created.id, branchIds, menuIds }, ordering);
    }
    if (hosts && hosts.length > 0) {
      await tx
        .insert(businessHosts)
        .values(hosts.map((host) => ({ ...host, businessId: created.id })));
    }
    if (themeList && themeList.length > 0) {
      await tx
        .insert(themes)
        .values(themeList.map((theme) => ({ ...theme, businessId: created.id })));
    }
    return { owner, menuIds };
  });
}

/** Empties every table of the schema and restarts its ids, for a clean reseed. */
export async function emptyTables(db: Database): Promise<void> {
  // The catalogue revision keeps its one row (and only grows), so caches never see an old number.
  const tables = Object.values(schema).filter(
    (value) => is(value, PgTable) && value !== schema.catalogueRevision,
  );
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
}
