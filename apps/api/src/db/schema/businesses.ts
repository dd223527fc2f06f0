import type { BusinessSettings, CheckoutSettings, LocalizedText } from "@storefront/api-client";
import type { Point } from "geojson";
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  foreignKey,
  integer,
  jsonb,
  type PgTableExtraConfigValue,
  pgTable,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { id, localizedText, ownedBy, position, timestamptz } from "./columns.js";

// A business and its branches reference each other (the default branch is one of its own), so
// both tables are declared here.

/** A restaurant, shop or service business that customers order from (spec section 3, Business). */
export const businesses = pgTable(
  "businesses",
  {
    id: id(),
    /** The reference in every storefront URL: /{referenceId}/... */
    referenceId: text("reference_id").notNull().unique(),
    ownerUserId: integer("owner_user_id").notNull(),
    name: localizedText("name").notNull(),
    businessType: text("business_type").notNull(),
    /** ISO 4217 code; every amount of this business is in its minor units. */
    currency: char("currency", { length: 3 }).notNull(),
    /** The business's languages, the first one its default. */
    locales: text("locales").array().notNull(),
    country: char("country", { length: 2 }).notNull().default("KW"),
    timeZone: text("time_zone").notNull().default("Asia/Kuwait"),
    themeColor: text("theme_color"),
    themeAccentColor: text("theme_accent_color"),
    themeBackgroundColor: text("theme_background_color"),
    darkMode: text("dark_mode", { enum: ["auto", "off", "on"] })
      .notNull()
      .default("auto"),
    defaultBranchId: integer("default_branch_id"),
    /** The business's policies (delivery, refunds, privacy), in order, each titled, in its languages. */
    policies: jsonb("policies")
      .$type<{ title: LocalizedText; body: LocalizedText }[]>()
      .notNull()
      .default([]),
    /** How the business takes orders: selling types, payment methods, schedules, the delivery form. */
    checkout: jsonb("checkout").$type<CheckoutSettings>(),
    /**
     * The display settings the business changed (spec 3: theme, menu details, contacts, pixels…);
     * every other one is the contract's default (`businessSettingsOf`), so a new setting needs no
     * data migration.
     */
    settings: jsonb("settings").$type<Partial<BusinessSettings>>().notNull().default({}),
    /** With the standard menu, regular categories still show their subcategories (showStandardSubCats). */
    showStandardSubCats: boolean("show_standard_sub_cats").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table): PgTableExtraConfigValue[] => [
    check("businesses_reference_id_format", sql`${table.referenceId} ~ '^[A-Za-z0-9_-]{1,120}$'`),
    check("businesses_currency_format", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check("businesses_country_format", sql`${table.country} ~ '^[A-Z]{2}$'`),
    check("businesses_locales_not_empty", sql`cardinality(${table.locales}) > 0`),
    check("businesses_dark_mode_value", sql`${table.darkMode} in ('auto', 'off', 'on')`),
    // The default branch must be one of the business's own branches.
    foreignKey({
      name: "businesses_default_branch_fk",
      columns: [table.id, table.defaultBranchId],
      foreignColumns: [branches.businessId, branches.id],
    }),
  ],
);

/** A place of a business that takes orders; menus, zones and shifts belong to a branch. */
export const branches = pgTable(
  "branches",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    referenceId: text("reference_id").notNull().unique(),
    name: localizedText("name").notNull(),
    /** Display order; the first branch is the default when the business names none. */
    position: position(),
    /** Its street address in the business's languages, for the Branches page. */
    address: localizedText("address"),
    /** Where it is, GeoJSON [lng, lat]. */
    location: jsonb("location").$type<Point>(),
    /** Its own phone, E.164. */
    phone: text("phone"),
  },
  // Lets businesses.default_branch_id reference (business, branch) pairs only.
  (table) => [unique("branches_business_id_id_unique").on(table.businessId, table.id)],
);
