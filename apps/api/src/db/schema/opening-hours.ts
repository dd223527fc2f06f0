import { type OpeningHours, type SellingType, sellingTypes } from "@storefront/domain";
import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { branches } from "./businesses.js";
import { ownedBy, sqlTexts } from "./columns.js";

/**
 * A branch's weekly hours for one selling type (spec section 3, Shifts): Monday first, shifts past
 * midnight allowed. A selling type without a row has no hours known, so it counts as open
 * (spec section 4: "a selling type is open if shifts are not loaded").
 */
export const openingHours = pgTable(
  "opening_hours",
  {
    branchId: ownedBy("branch_id", () => branches.id),
    sellingType: text("selling_type").$type<SellingType>().notNull(),
    hours: jsonb("hours").$type<OpeningHours>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.sellingType] }),
    check(
      "opening_hours_selling_type_known",
      sql`${table.sellingType} in (${sqlTexts(sellingTypes)})`,
    ),
  ],
);
