import type { SellingType } from "@storefront/domain";
import { eq, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.js";
import { type DemoBusiness, demoBusinesses } from "./demo-businesses.js";
import { insertOrdering } from "./demo-ordering/insert-ordering.js";
import { insertMenu, type MenuIds } from "./seed-menu.js";
import * as schema from "./schema/index.js";
import { branches, businesses, openingHours } from "./schema/index.js";

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
  const inserted: string[] = [];
  for (const entry of list) {
    if (await insertBusiness(db, entry)) inserted.push(entry.business.referenceId);
  }
  return inserted;
}

async function insertBusiness(
  db: Database,
  { business, branches: branchList, menu, ordering }: DemoBusiness,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // ON CONFLICT rather than a prior lookup, so two seeders at once still insert one business.
    const [created] = await tx
      .insert(businesses)
      .values({ ...business, checkout: ordering?.checkout ?? null })
      .onConflictDoNothing({ target: businesses.referenceId })
      .returning({ id: businesses.id });
    if (!created) return false;

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
    const menuIds: MenuIds = menu
      ? await insertMenu(
          tx,
          { businessId: created.id, currency: business.currency, branchIds },
          menu,
        )
      : { categories: new Map(), items: new Map() };
    if (ordering) {
      await insertOrdering(tx, { businessId: created.id, branchIds, menuIds }, ordering);
    }
    return true;
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
