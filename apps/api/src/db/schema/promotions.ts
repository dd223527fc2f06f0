import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";
import { id, ownedBy, timestamptz } from "./columns.js";

/**
 * A coupon of a business (spec 3, Coupon). A percent value is in basis points, a fixed value in
 * minor units. `usage_limit` null is unlimited; `used_count` never passes it (a conditional update
 * and this table's check hold it under concurrency).
 */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    /** Stored upper case; customers may type it in any case. */
    code: text("code").notNull(),
    discountType: text("discount_type", { enum: ["percent", "fixed"] }).notNull(),
    discountValue: integer("discount_value").notNull(),
    allMenu: boolean("all_menu").notNull().default(true),
    userType: text("user_type", { enum: ["guests", "auth_users"] }),
    maxAllowedItems: integer("max_allowed_items"),
    itemIds: integer("item_ids").array(),
    freeDelivery: boolean("free_delivery").notNull().default(false),
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    active: boolean("active").notNull().default(true),
    expiresAt: timestamptz("expires_at"),
  },
  (table) => [
    uniqueIndex("coupons_business_code_unique").on(table.businessId, table.code),
    check("coupons_code_upper", sql`${table.code} = upper(${table.code})`),
    check("coupons_value_not_negative", sql`${table.discountValue} >= 0`),
    check(
      "coupons_percent_at_most_100",
      sql`${table.discountType} <> 'percent' or ${table.discountValue} <= 10000`,
    ),
    check(
      "coupons_usage_within_limit",
      sql`${table.usedCount} >= 0 and (${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit})`,
    ),
  ],
);

/**
 * A menu discount (spec 3, Discounts per selling type): for a selling type (pickup, delivery,
 * dinein), on the whole menu, a category or an item.
 */
export const menuDiscounts = pgTable(
  "menu_discounts",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    sellingType: text("selling_type", { enum: ["pickup", "delivery", "dinein"] }).notNull(),
    categoryId: integer("category_id"),
    itemId: integer("item_id"),
    discountType: text("discount_type", { enum: ["percent", "fixed"] }).notNull(),
    discountValue: integer("discount_value").notNull(),
  },
  (table) => [
    index("menu_discounts_business_id_index").on(table.businessId),
    check("menu_discounts_one_target", sql`${table.categoryId} is null or ${table.itemId} is null`),
    check("menu_discounts_value_not_negative", sql`${table.discountValue} >= 0`),
  ],
);
