import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";

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
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    body: jsonb("body").$type<unknown>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("carts_updated_at_index").on(table.updatedAt)],
);
