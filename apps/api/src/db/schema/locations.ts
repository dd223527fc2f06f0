import type { AddressFieldName } from "@storefront/api-client";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { businesses } from "./businesses.js";
import { areas } from "./delivery.js";
import { id, ownedBy, timestamps } from "./columns.js";

/** The address form's fields a location keeps (the delivery form's, by their contract names). */
export type LocationFields = Partial<Record<AddressFieldName, string>>;

/**
 * A customer's saved location (spec 3, User: "locations (each with a default flag)";
 * docs/decisions/031-saved-locations.md). At most one default per customer, which the database
 * enforces with a partial unique index.
 */
export const savedLocations = pgTable(
  "saved_locations",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    businessId: ownedBy("business_id", () => businesses.id),
    title: text("title").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** The area the server found for the point when it was saved; null once that area is gone. */
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    /** Address type (spec 3): company 0, house 1, apartment 2. */
    addressType: smallint("address_type").notNull(),
    fields: jsonb("fields").$type<LocationFields>().notNull(),
    contactPhone: text("contact_phone"),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index("saved_locations_user_id_index").on(table.userId),
    uniqueIndex("saved_locations_one_default")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check("saved_locations_lat_range", sql`${table.lat} between -90 and 90`),
    check("saved_locations_lng_range", sql`${table.lng} between -180 and 180`),
    check("saved_locations_address_type_known", sql`${table.addressType} in (0, 1, 2)`),
  ],
);
