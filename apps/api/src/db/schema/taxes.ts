import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";
import { id, localizedText, ownedBy } from "./columns.js";

/** A tax of a business (spec: item taxes, modifier taxes, inclusive_taxes with their rate). */
export const taxes = pgTable(
  "taxes",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    /** The business's own reference from its menu document ("vat"), kept so an export names it again. */
    key: text("key"),
    name: localizedText("name").notNull(),
    /** The rate in hundredths of a percent: 810 is 8.1 %. */
    rateBasisPoints: integer("rate_basis_points").notNull(),
    /** Inclusive taxes are part of the price shown; exclusive ones are added on top. */
    inclusive: boolean("inclusive").notNull(),
  },
  (table) => [
    unique("taxes_business_id_id_unique").on(table.businessId, table.id),
    unique("taxes_business_id_key_unique").on(table.businessId, table.key),
    check(
      "taxes_rate_range",
      sql`${table.rateBasisPoints} >= 0 and ${table.rateBasisPoints} <= 10000`,
    ),
  ],
);
