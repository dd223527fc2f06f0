import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";
import { items } from "./items.js";
import { id, localizedText, ownedBy, position, sameBusinessLink } from "./columns.js";

/** A tag of a business's items (spicy, vegetarian, gluten-free) that customers filter the menu by. */
export const tags = pgTable(
  "tags",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    /** A stable slug a storefront may draw an icon for: "spicy", "gluten-free". */
    key: text("key").notNull(),
    name: localizedText("name").notNull(),
  },
  (table) => [
    unique("tags_business_id_id_unique").on(table.businessId, table.id),
    unique("tags_business_key_unique").on(table.businessId, table.key),
    check("tags_key_format", sql`${table.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** An ingredient of a business's items (rice, lamb, saffron), shown on items and filtered by. */
export const ingredients = pgTable(
  "ingredients",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    /** The business's own reference from its menu document ("saffron"), kept so an export names it again. */
    key: text("key"),
    name: localizedText("name").notNull(),
  },
  (table) => [
    unique("ingredients_business_id_id_unique").on(table.businessId, table.id),
    unique("ingredients_business_id_key_unique").on(table.businessId, table.key),
  ],
);

/** The tags of an item; tag and item belong to the same business. */
export const itemTags = pgTable(
  "item_tags",
  {
    businessId: integer("business_id").notNull(),
    itemId: integer("item_id").notNull(),
    tagId: integer("tag_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.tagId] }),
    index("item_tags_tag_id_index").on(table.tagId),
    sameBusinessLink("item_tags_item_fk", [table.businessId, table.itemId], items),
    sameBusinessLink("item_tags_tag_fk", [table.businessId, table.tagId], tags),
  ],
);

/** The ingredients of an item, in the order its page lists them. */
export const itemIngredients = pgTable(
  "item_ingredients",
  {
    businessId: integer("business_id").notNull(),
    itemId: integer("item_id").notNull(),
    ingredientId: integer("ingredient_id").notNull(),
    position: position(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.ingredientId] }),
    index("item_ingredients_ingredient_id_index").on(table.ingredientId),
    sameBusinessLink("item_ingredients_item_fk", [table.businessId, table.itemId], items),
    sameBusinessLink(
      "item_ingredients_ingredient_fk",
      [table.businessId, table.ingredientId],
      ingredients,
    ),
  ],
);
