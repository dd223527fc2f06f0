import type { FloorDto, LocalizedText } from "@storefront/api-client";
import { asc, eq } from "drizzle-orm";
import { checkoutSettingsOf } from "../checkout/checkout-settings.js";
import type { Database } from "../db/database.js";
import { branches, businesses, diningTables } from "../db/schema/index.js";

/** A branch's tables by floor with the business's labels for them. */
export interface BranchTables {
  table_label: string | null;
  floor_label: string | null;
  floors: FloorDto[];
}

/**
 * The dine-in tables of a branch grouped by floor, floors in the order of their first table, or
 * undefined when no branch has the id. `(await findTables(db, branchId))?.floors[0]?.tables`
 */
export async function findTables(
  db: Database,
  branchId: number,
): Promise<BranchTables | undefined> {
  const [branch] = await db
    .select({ checkout: businesses.checkout })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(branches.id, branchId));
  if (!branch) return undefined;

  const rows = await db
    .select({
      id: diningTables.id,
      floor: diningTables.floor,
      name: diningTables.name,
      seats: diningTables.seats,
    })
    .from(diningTables)
    .where(eq(diningTables.branchId, branchId))
    .orderBy(asc(diningTables.position), asc(diningTables.id));

  // A floor is its name in every language; jsonb keeps keys in its own order, so compare sorted.
  const floors = new Map<string, FloorDto>();
  for (const row of rows) {
    const key = floorKey(row.floor);
    const floor = floors.get(key) ?? { name: row.floor, tables: [] };
    floor.tables.push({ id: row.id, name: row.name, seats: row.seats });
    floors.set(key, floor);
  }
  const { dine_in } = checkoutSettingsOf(branch.checkout);
  return {
    table_label: dine_in.table_label,
    floor_label: dine_in.floor_label,
    floors: [...floors.values()],
  };
}

function floorKey(name: LocalizedText): string {
  return JSON.stringify(Object.entries(name).sort(([a], [b]) => a.localeCompare(b)));
}
