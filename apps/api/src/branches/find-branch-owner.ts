import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, businesses } from "../db/schema/index.js";

/** A branch with what branch-scoped calls need of its business. */
export interface BranchOwner {
  branchId: number;
  businessId: number;
  timeZone: string;
  locales: readonly string[];
}

/** The branch with this id and its business, or undefined. `(await findBranchOwner(db, 1))?.timeZone` */
export async function findBranchOwner(
  db: Database,
  branchId: number,
): Promise<BranchOwner | undefined> {
  const [owner] = await db
    .select({
      branchId: branches.id,
      businessId: businesses.id,
      timeZone: businesses.timeZone,
      locales: businesses.locales,
    })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(branches.id, branchId));
  return owner;
}
