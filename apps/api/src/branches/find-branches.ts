import type { BranchDto } from "@storefront/api-client";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, businesses } from "../db/schema/index.js";

/**
 * The branches of the business with this reference, in its order, as the Branches page shows them;
 * undefined when no business has the reference.
 * `(await findBranches(db, "demo"))?.map((branch) => branch.reference_id)`
 */
export async function findBranches(
  db: Database,
  referenceId: string,
): Promise<BranchDto[] | undefined> {
  const rows = await db
    .select({ branch: branches, defaultBranchId: businesses.defaultBranchId })
    .from(businesses)
    .leftJoin(branches, eq(branches.businessId, businesses.id))
    .where(eq(businesses.referenceId, referenceId))
    .orderBy(asc(branches.position), asc(branches.id));
  if (rows.length === 0) return undefined;
  const list = rows.flatMap(({ branch }) => (branch ? [branch] : []));
  // The business's own default, else its first branch, as the restaurant answer opens on.
  const defaultId = list.some((branch) => branch.id === rows[0]?.defaultBranchId)
    ? rows[0]?.defaultBranchId
    : list[0]?.id;
  return list.map((branch) => ({
    id: branch.id,
    reference_id: branch.referenceId,
    name: branch.name,
    address: branch.address,
    location: branch.location,
    phone: branch.phone,
    is_default: branch.id === defaultId,
  }));
}
