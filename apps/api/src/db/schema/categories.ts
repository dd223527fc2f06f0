import type { CategorySchedule } from "@storefront/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { branches, businesses } from "./businesses.js";
import { id, localizedText, ownedBy, position, sameBusinessLink, visible } from "./columns.js";

/** A menu category; a category with a parent is a subcategory (spec section 3, Menu category). */
export const categories = pgTable(
  "categories",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    parentId: integer("parent_id"),
    /** The business's own reference from its menu document ("grills"), kept so an export names it again. */
    key: text("key"),
    name: localizedText("name").notNull(),
    description: localizedText("description"),
    position: position(),
    visible: visible(),
    /** The weekday schedule (`available`), Monday first; null shows the category at every hour. */
    schedule: jsonb("schedule").$type<CategorySchedule>(),
    /**
     * A smart category (the "standard" menu, spec 9): it holds chosen items of other categories
     * (`smart_category_items`) and is merged in at the top. It shares the ids of regular
     * categories, so the two never collide on a menu page.
     */
    smart: boolean("smart").notNull().default(false),
    /** The business's highlighted category (highlightedCat): at most one per business. */
    highlighted: boolean("highlighted").notNull().default(false),
  },
  (table) => [
    unique("categories_business_id_id_unique").on(table.businessId, table.id),
    unique("categories_business_id_key_unique").on(table.businessId, table.key),
    uniqueIndex("categories_one_highlighted_per_business")
      .on(table.businessId)
      .where(sql`${table.highlighted}`),
    check("categories_smart_at_top_level", sql`not ${table.smart} or ${table.parentId} is null`),
    // A parent belongs to the same business.
    sameBusinessLink("categories_parent_fk", [table.businessId, table.parentId], table),
  ],
);

/** A category's settings at one branch (spec: "branch with available (a JSON string with status, from, to) and visible"). */
export const categoryBranches = pgTable(
  "category_branches",
  {
    categoryId: ownedBy("category_id", () => categories.id),
    branchId: ownedBy("branch_id", () => branches.id),
    visible: visible(),
    /** The spec's JSON string, e.g. '{"status":1,"from":"12:00","to":"23:00"}'; null is always open. */
    available: text("available"),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.branchId] })],
);
