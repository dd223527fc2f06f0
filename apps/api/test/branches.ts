import type { Database } from "../src/db/database.js";
import { branches } from "../src/db/schema/index.js";

/** Every branch's id by its reference (`demo-salmiya` → 3). */
export async function branchIdsByReference(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: branches.id, referenceId: branches.referenceId })
    .from(branches);
  return new Map(rows.map((row) => [row.referenceId, row.id]));
}
