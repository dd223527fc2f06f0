import type { MultiPolygon, Point, Polygon } from "geojson";
import { sql } from "drizzle-orm";
import { bigint, char, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { branches } from "./businesses.js";
import { id, localizedText, ownedBy, position, visible } from "./columns.js";

/** A delivery zone of a branch (spec 3, Delivery zone): a polygon with its fee, minimum and time. */
export const zones = pgTable(
  "zones",
  {
    id: id(),
    branchId: ownedBy("branch_id", () => branches.id),
    name: localizedText("name").notNull(),
    visible: visible(),
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
    id: id(),
    zoneId: ownedBy("zone_id", () => zones.id),
    branchId: ownedBy("branch_id", () => branches.id),
    name: localizedText("name").notNull(),
    parentName: localizedText("parent_name"),
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
    id: id(),
    branchId: ownedBy("branch_id", () => branches.id),
    country: localizedText("country").notNull(),
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
    id: id(),
    branchId: ownedBy("branch_id", () => branches.id),
    floor: localizedText("floor").notNull(),
    name: text("name").notNull(),
    seats: integer("seats").notNull().default(4),
    position: position(),
  },
  (table) => [index("dining_tables_branch_id_index").on(table.branchId)],
);
