import type { LocalizedText } from "@storefront/api-client";
import type { Point } from "geojson";
import { type AnyPgColumn, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";

/** A place of a business that takes orders; menus, zones and shifts belong to a branch. */
export const branches = pgTable(
  "branches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer("business_id")
      .notNull()
      .references((): AnyPgColumn => businesses.id, { onDelete: "cascade" }),
    referenceId: text("reference_id").notNull().unique(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    /** Display order; the first branch is the default when the business names none. */
    position: integer("position").notNull().default(0),
    /** Its street address in the business's languages, for the Branches page. */
    address: jsonb("address").$type<LocalizedText>(),
    /** Where it is, GeoJSON [lng, lat]. */
    location: jsonb("location").$type<Point>(),
    /** Its own phone, E.164. */
    phone: text("phone"),
  },
  // Lets businesses.default_branch_id reference (business, branch) pairs only.
  (table) => [unique("branches_business_id_id_unique").on(table.businessId, table.id)],
);
