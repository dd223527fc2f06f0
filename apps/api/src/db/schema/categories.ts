import type { LocalizedText } from "@storefront/api-client";
import type { CategorySchedule } from "@storefront/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { branches, businesses } from "./businesses.js";

/** A menu category; a category with a parent is a subcategory (spec section 3, Menu category). */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    /** The business's own reference from its menu document ("grills"), kept so an export names it again. */
    key: text("key"),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>(),
    position: integer("position").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
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
    foreignKey({
      name: "categories_parent_fk",
      columns: [table.businessId, table.parentId],
      foreignColumns: [table.businessId, table.id],
    }).onDelete("cascade"),
  ],
);

/** A category's settings at one branch (spec: "branch with available (a JSON string with status, from, to) and visible"). */
export const categoryBranches = pgTable(
  "category_branches",
  {
    categoryId: integer("category_id")
      .notNull()
      .references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    visible: boolean("visible").notNull().default(true),
    /** The spec's JSON string, e.g. '{"status":1,"from":"12:00","to":"23:00"}'; null is always open. */
    available: text("available"),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.branchId] })],
);
