import type { ItemSticker } from "@storefront/api-client";
import { type MenuItemType, menuItemTypes } from "@storefront/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { branches, businesses } from "./businesses.js";
import { categories } from "./categories.js";
import { taxes } from "./taxes.js";
import {
  id,
  localizedText,
  ownedBy,
  position,
  sameBusinessLink,
  sqlTexts,
  timestamptz,
  visible,
} from "./columns.js";

/** A menu item (spec section 3, Menu item); its prices are its price labels. */
export const items = pgTable(
  "items",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    categoryId: integer("category_id").notNull(),
    /** The business's own reference from its menu document ("machboos-dajaj"), kept so an export names it again. */
    key: text("key"),
    name: localizedText("name").notNull(),
    description: localizedText("description"),
    /** The selling types it is sold for: delivery, dine_in, car_pickup, reservation. */
    types: text("types").array().$type<MenuItemType[]>().notNull(),
    /** STARTING_FROM 0, MULTIPLE_OPTIONS 1, PRICE_ON_SELECTION 2, MIN_MAX 3. */
    pricingType: smallint("pricing_type").notNull().default(0),
    calories: integer("calories"),
    preparationMinutes: integer("preparation_minutes"),
    commentRequired: boolean("comment_required").notNull().default(false),
    visible: visible(),
    position: position(),
    /** The item's picture, an http(s) URL; null until it has one. */
    image: text("image"),
    /** Badges on its card ("new", "popular"…), worded by the storefront. */
    stickers: text("stickers").array().$type<ItemSticker[]>().notNull().default([]),
  },
  (table) => [
    unique("items_business_id_id_unique").on(table.businessId, table.id),
    unique("items_business_id_key_unique").on(table.businessId, table.key),
    check(
      "items_stickers_known",
      sql`${table.stickers} <@ array['new', 'popular', 'chef_choice', 'limited', 'seasonal']::text[]`,
    ),
    // The category belongs to the same business.
    sameBusinessLink("items_category_fk", [table.businessId, table.categoryId], categories),
    check("items_types_known", sql`${table.types} <@ array[${sqlTexts(menuItemTypes)}]::text[]`),
    check("items_pricing_type_range", sql`${table.pricingType} between 0 and 3`),
  ],
);

/** The branches that sell an item (spec: "itemId is checked against the branch"). */
export const itemBranches = pgTable(
  "item_branches",
  {
    itemId: ownedBy("item_id", () => items.id),
    branchId: ownedBy("branch_id", () => branches.id),
    /** When the branch ran out of it; null while it sells it. A sold-out item leaves its menu. */
    soldOutSince: timestamptz("sold_out_since"),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.branchId] }),
    index("item_branches_branch_id_index").on(table.branchId),
  ],
);

/** The taxes on an item's price. */
export const itemTaxes = pgTable(
  "item_taxes",
  {
    itemId: ownedBy("item_id", () => items.id),
    taxId: ownedBy("tax_id", () => taxes.id),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.taxId] })],
);

/** One price of an item (spec: price_label), in the business's currency's minor units. */
export const priceLabels = pgTable(
  "price_labels",
  {
    id: id(),
    itemId: ownedBy("item_id", () => items.id),
    label: localizedText("label").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    minimum: integer("minimum").notNull().default(1),
    maximum: integer("maximum").notNull().default(1000),
    weightGrams: integer("weight_grams"),
    position: position(),
  },
  (table) => [
    index("price_labels_item_id_index").on(table.itemId),
    check("price_labels_price_not_negative", sql`${table.price} >= 0`),
    check(
      "price_labels_count_range",
      sql`${table.minimum} >= 1 and ${table.maximum} >= ${table.minimum}`,
    ),
  ],
);

/** Items suggested with an item (on its page and in the cart), in order, of the same business. */
export const itemSuggestions = pgTable(
  "item_suggestions",
  {
    businessId: integer("business_id").notNull(),
    itemId: integer("item_id").notNull(),
    suggestedItemId: integer("suggested_item_id").notNull(),
    position: position(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.suggestedItemId] }),
    sameBusinessLink("item_suggestions_item_fk", [table.businessId, table.itemId], items),
    sameBusinessLink(
      "item_suggestions_suggested_item_fk",
      [table.businessId, table.suggestedItemId],
      items,
    ),
    check("item_suggestions_not_itself", sql`${table.itemId} <> ${table.suggestedItemId}`),
  ],
);
