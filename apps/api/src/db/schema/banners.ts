import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { branches, businesses } from "./businesses.js";
import { categories } from "./categories.js";
import { items } from "./items.js";
import { id, localizedText, ownedBy, position, sameBusinessLink } from "./columns.js";

/**
 * A banner on a business's pages (GET webapp/banners): a title and text in its languages, a
 * picture, where a tap leads, the days it runs (both included, in the business's calendar) and
 * its place among the others. Without a branch it shows at every branch.
 */
export const banners = pgTable(
  "banners",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    branchId: integer("branch_id"),
    title: localizedText("title").notNull(),
    text: localizedText("text"),
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
    position: position(),
    active: boolean("active").notNull().default(true),
  },
  (table) => [
    index("banners_business_id_index").on(table.businessId),
    // The branch is one of the business's own.
    sameBusinessLink("banners_branch_fk", [table.businessId, table.branchId], branches),
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
    bannerId: ownedBy("banner_id", () => banners.id),
    /** The day in the business's calendar. */
    day: date("day", { mode: "string" }).notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bannerId, table.day] })],
);
