import { inBusinessZone } from "@storefront/domain";
import { sql } from "drizzle-orm";
import type { BranchOwner } from "../branches/find-branch-owner.js";
import type { Database } from "../db/database.js";
import { visitCounts } from "../db/schema/index.js";

/**
 * Counts one visit to a branch's storefront on today's date in the business's calendar.
 * `await recordVisit(db, owner, "app", new Date())`
 */
export async function recordVisit(
  db: Database,
  owner: BranchOwner,
  source: "web" | "app",
  now: Date,
): Promise<void> {
  await db
    .insert(visitCounts)
    .values({
      branchId: owner.branchId,
      day: inBusinessZone(now, owner.timeZone).toISODate(),
      source,
      count: 1,
    })
    // A conditional increment, so concurrent visits all count.
    .onConflictDoUpdate({
      target: [visitCounts.branchId, visitCounts.day, visitCounts.source],
      set: { count: sql`${visitCounts.count} + 1` },
    });
}
