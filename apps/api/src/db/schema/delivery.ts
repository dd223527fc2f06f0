import type { LocalizedText } from "@storefront/api-client";
import type { MultiPolygon, Point, Polygon } from "geojson";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from "drizzle-orm/pg-core";
import { branches } from "./businesses.js";

/** A delivery zone of a branch (spec 3, Delivery zone): a polygon with its fee, minimum and time. */
export const zones = pgTable(
  "zones",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    visible: boolean("visible").notNull().default(true),
    fee: bigint("fee", { mode: "number" }).notNull(),
    minOrder: bigint("min_order", { mode: "number" }).notNull().default(0),
    /** Null means the spec's default, 30 minutes. */
    deliveryTime: integer("delivery_time"),
    unit: text("unit", { enum: ["minute", "hour", "day"] })
      .notNull()
      .default("minute"),
    color: text("color"),
    /** GeoJSON, coordinates [lng, lat]. */
    shape: jsonb("shape").$type<Polygon | MultiPolygon>().notNull(),
  },
  (table) => [
    index("zones_branch_id_index").on(table.branchId),
    check("zones_amounts_not_negative", sql`${table.fee} >= 0 and ${table.minOrder} >= 0`),
  ],
);

/** A named area a customer picks (spec 3, Area): a Point or a Polygon, inside one zone. */
export const areas = pgTable(
  "areas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => zones.id, { onDelete: "cascade" }),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    parentName: jsonb("parent_name").$type<LocalizedText>(),
    osmId: bigint("osm_id", { mode: "number" }),
    shape: jsonb("shape").$type<Point | Polygon | MultiPolygon>().notNull(),
  },
  (table) => [
    index("areas_zone_id_index").on(table.zoneId),
    index("areas_branch_id_index").on(table.branchId),
  ],
);

/** A country a branch ships to (spec 3, Country (shipping)): a fee per kilogram plus a fixed fee. */
export const shippingCountries = pgTable(
  "shipping_countries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    country: jsonb("country").$type<LocalizedText>().notNull(),
    countryIso: char("country_iso", { length: 2 }).notNull(),
    icon: text("icon"),
    feesPerKg: bigint("fees_per_kg", { mode: "number" }).notNull(),
    fixedFees: bigint("fixed_fees", { mode: "number" }).notNull(),
    minOrder: bigint("min_order", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    index("shipping_countries_branch_id_index").on(table.branchId),
    check(
      "shipping_countries_amounts_not_negative",
      sql`${table.feesPerKg} >= 0 and ${table.fixedFees} >= 0 and ${table.minOrder} >= 0`,
    ),
  ],
);

/** A dine-in table of a branch, on a floor. */
export const diningTables = pgTable(
  "dining_tables",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    floor: jsonb("floor").$type<LocalizedText>().notNull(),
    name: text("name").notNull(),
    seats: integer("seats").notNull().default(4),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("dining_tables_branch_id_index").on(table.branchId)],
);
