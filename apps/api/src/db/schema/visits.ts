import { sql } from "drizzle-orm";
import { bigint, check, date, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { branches } from "./businesses.js";
import { ownedBy } from "./columns.js";

/**
 * How many visits a branch's storefront had each day (POST webapp/visit/{id}), on the web or
 * inside the business's own app: counts only, nothing about the visitor.
 */
export const visitCounts = pgTable(
  "visit_counts",
  {
    branchId: ownedBy("branch_id", () => branches.id),
    /** The day in the business's calendar. */
    day: date("day", { mode: "string" }).notNull(),
    source: text("source", { enum: ["web", "app"] }).notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.day, table.source] }),
    check("visit_counts_source_known", sql`${table.source} in ('web', 'app')`),
  ],
);
