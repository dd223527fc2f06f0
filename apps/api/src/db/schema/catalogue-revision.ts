import { sql } from "drizzle-orm";
import { bigint, check, pgTable, smallint } from "drizzle-orm/pg-core";

/**
 * One counter that every change to what a storefront shows (businesses, branches, menus, prices,
 * taxes, hours, discounts) raises, by statement triggers written in the migration. Cached answers
 * are kept under the revision they were built at, so a change shows on the next request, in every
 * API process.
 */
export const catalogueRevision = pgTable(
  "catalogue_revision",
  {
    id: smallint("id").primaryKey().default(1),
    revision: bigint("revision", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("catalogue_revision_single_row", sql`${table.id} = 1`)],
);
