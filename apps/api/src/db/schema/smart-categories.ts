import { foreignKey, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { categories } from "./categories.js";
import { items } from "./items.js";

/** The items a smart category shows, in its order; each item stays in its own category too. */
export const smartCategoryItems = pgTable(
  "smart_category_items",
  {
    businessId: integer("business_id").notNull(),
    categoryId: integer("category_id").notNull(),
    itemId: integer("item_id").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.itemId] }),
    // Category and item belong to the same business.
    foreignKey({
      name: "smart_category_items_category_fk",
      columns: [table.businessId, table.categoryId],
      foreignColumns: [categories.businessId, categories.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "smart_category_items_item_fk",
      columns: [table.businessId, table.itemId],
      foreignColumns: [items.businessId, items.id],
    }).onDelete("cascade"),
  ],
);
