import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { categories } from "./categories.js";
import { items } from "./items.js";
import { position, sameBusinessLink } from "./columns.js";

/** The items a smart category shows, in its order; each item stays in its own category too. */
export const smartCategoryItems = pgTable(
  "smart_category_items",
  {
    businessId: integer("business_id").notNull(),
    categoryId: integer("category_id").notNull(),
    itemId: integer("item_id").notNull(),
    position: position(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.itemId] }),
    // Category and item belong to the same business.
    sameBusinessLink(
      "smart_category_items_category_fk",
      [table.businessId, table.categoryId],
      categories,
    ),
    sameBusinessLink("smart_category_items_item_fk", [table.businessId, table.itemId], items),
  ],
);
