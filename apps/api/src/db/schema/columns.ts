import type { LocalizedText } from "@storefront/api-client";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  integer,
  jsonb,
  timestamp,
} from "drizzle-orm/pg-core";

// Column groups many tables share. Each call makes a new column: a builder belongs to one table.

/** The row's number, given by the database. */
export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** The row this one belongs to (a business, a branch, an item…): deleting it deletes this row. */
export const ownedBy = <TName extends string>(name: TName, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: "cascade" });

/** A moment, stored with its offset. */
export const timestamptz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true });

/** When the row was written and last changed; the code sets both. */
export const timestamps = () => ({
  createdAt: timestamptz("created_at").notNull(),
  updatedAt: timestamptz("updated_at").notNull(),
});

/** A text in the business's languages. */
export const localizedText = <TName extends string>(name: TName) =>
  jsonb(name).$type<LocalizedText>();

/** The row's place among its siblings, smallest first. */
export const position = () => integer("position").notNull().default(0);

/** Whether customers see the row. */
export const visible = () => boolean("visible").notNull().default(true);

/**
 * Links (business_id, x_id) to a row of the same business, so a row never points into another
 * business; deleting that row deletes this one.
 */
export const sameBusinessLink = (
  name: string,
  columns: [AnyPgColumn, AnyPgColumn],
  target: { businessId: AnyPgColumn; id: AnyPgColumn },
) =>
  foreignKey({ name, columns, foreignColumns: [target.businessId, target.id] }).onDelete("cascade");

/**
 * A fixed list of texts as SQL literals, for a check that names the values a column may hold:
 * the lists come from the code's own tables (the selling types), never from input.
 */
export const sqlTexts = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));
