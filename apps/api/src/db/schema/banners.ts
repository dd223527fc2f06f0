import type { LocalizedText } from "@storefront/api-client";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { branches, businesses } from "./businesses.js";
import { categories } from "./categories.js";
import { items } from "./items.js";

/**
 * A banner on a business's pages (GET webapp/banners): a title and text in its languages, a
 * picture, where a tap leads, the days it runs (both included, in the business's calendar) and
 * its place among the others. Without a branch it shows at every branch.
 */
export const banners = pgTable(
  "banners",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    branchId: integer("branch_id"),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    text: jsonb("text").$type<LocalizedText>(),
    /** An http(s) URL; null until it has one. */
    image: text("image"),
    /** A tap opens an item, a category or a web page; all null: the banner leads nowhere. */
    linkItemId: integer("link_item_id").references(() => items.id, { onDelete: "set null" }),
    linkCategoryId: integer("link_category_id").references(() => categories.id, {
      onDelete: "set null",
    }),
    linkUrl: text("link_url"),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (table) => [
    index("banners_business_id_index").on(table.businessId),
    // The branch is one of the business's own.
    foreignKey({
      name: "banners_branch_fk",
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }).onDelete("cascade"),
    check("banners_days_in_order", sql`${table.endsOn} >= ${table.startsOn}`),
    check(
      "banners_one_link",
      sql`num_nonnulls(${table.linkItemId}, ${table.linkCategoryId}, ${table.linkUrl}) <= 1`,
    ),
  ],
);

/** How many times a banner was shown to customers each day (POST webapp/banners/reach). */
export const bannerReach = pgTable(
  "banner_reach",
  {
    bannerId: integer("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    /** The day in the business's calendar. */
    day: date("day", { mode: "string" }).notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bannerId, table.day] })],
);
