import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";
import { ownedBy, timestamptz } from "./columns.js";

/**
 * A customer's cart, keyed by the random id in the storefront's cart cookie (ADR 011): it survives
 * reloads, new tabs and restarts of either app. The body holds choices only (ids, counts, codes,
 * texts); amounts are always priced again.
 */
export const carts = pgTable(
  "carts",
  {
    /** 128 random bits, base64url. */
    id: text("id").primaryKey(),
    businessId: ownedBy("business_id", () => businesses.id),
    body: jsonb("body").$type<unknown>().notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [index("carts_updated_at_index").on(table.updatedAt)],
);
