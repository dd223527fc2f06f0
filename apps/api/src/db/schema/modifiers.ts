import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { items } from "./items.js";
import { taxes } from "./taxes.js";
import { id, localizedText, ownedBy, position } from "./columns.js";

/** A choice on an item ("Choose your rice", "Extras"): how many of its modifiers must and may be taken. */
export const modifierGroups = pgTable(
  "modifier_groups",
  {
    id: id(),
    itemId: ownedBy("item_id", () => items.id),
    name: localizedText("name").notNull(),
    minimum: integer("minimum").notNull().default(0),
    maximum: integer("maximum").notNull(),
    position: position(),
  },
  (table) => [
    index("modifier_groups_item_id_index").on(table.itemId),
    check(
      "modifier_groups_count_range",
      sql`${table.minimum} >= 0 and ${table.maximum} >= greatest(${table.minimum}, 1)`,
    ),
  ],
);

/** One modifier of a group, with its price in minor units. */
export const modifiers = pgTable(
  "modifiers",
  {
    id: id(),
    groupId: ownedBy("group_id", () => modifierGroups.id),
    name: localizedText("name").notNull(),
    price: bigint("price", { mode: "number" }).notNull().default(0),
    maximumQuantity: integer("maximum_quantity").notNull().default(1),
    position: position(),
  },
  (table) => [
    index("modifiers_group_id_index").on(table.groupId),
    check("modifiers_price_not_negative", sql`${table.price} >= 0`),
    check("modifiers_maximum_quantity_positive", sql`${table.maximumQuantity} >= 1`),
  ],
);

/** The taxes on a modifier's price. */
export const modifierTaxes = pgTable(
  "modifier_taxes",
  {
    modifierId: ownedBy("modifier_id", () => modifiers.id),
    taxId: ownedBy("tax_id", () => taxes.id),
  },
  (table) => [primaryKey({ columns: [table.modifierId, table.taxId] })],
);
