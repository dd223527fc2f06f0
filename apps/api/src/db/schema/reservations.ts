import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { branches, businesses } from "./businesses.js";
import { diningTables } from "./delivery.js";
import { orders } from "./orders.js";
import { id, ownedBy, timestamps, timestamptz } from "./columns.js";

/**
 * A customer's table reservation (spec 3 Business reservation, spec 4 request status;
 * docs/decisions/028-reservations.md). A reservation holds one slot of the branch's dine-in hours:
 * a table when the business seats at tables, else `party_size` of the slot's seats.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    branchId: ownedBy("branch_id", () => branches.id),
    userId: ownedBy("user_id", () => users.id),
    /** The slot's date in the business's zone, `YYYY-MM-DD`. */
    slotDate: text("slot_date").notNull(),
    slotStart: timestamptz("slot_start").notNull(),
    slotEnd: timestamptz("slot_end").notNull(),
    partySize: integer("party_size").notNull(),
    /** The table held; null when the business does not seat at tables. */
    tableId: integer("table_id").references(() => diningTables.id, { onDelete: "set null" }),
    note: text("note"),
    /** Spec 4, request status: pending 0, accepted 1, rejected 2, completed 3. */
    status: smallint("status").notNull().default(0),
    /** The business's reservation type when booked: 1 a table only, 2 with an order. */
    type: smallint("type").notNull(),
    /** The order placed for a type 2 reservation. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (table) => [
    check("reservations_status_value", sql`${table.status} in (0, 1, 2, 3)`),
    check("reservations_type_value", sql`${table.type} in (1, 2)`),
    check("reservations_party_size_positive", sql`${table.partySize} > 0`),
    check("reservations_slot_order", sql`${table.slotEnd} > ${table.slotStart}`),
    // One party per table and slot: a rejected reservation frees its table, any other holds it.
    // This index, not the code, decides a race for the last table (QUALITY.md, Reliability).
    uniqueIndex("reservations_table_slot_held")
      .on(table.tableId, table.slotStart)
      .where(sql`${table.tableId} is not null and ${table.status} <> 2`),
    index("reservations_user_index").on(table.userId, table.slotStart),
    index("reservations_branch_slot_index").on(table.branchId, table.slotStart),
  ],
);

/**
 * The seats taken in one slot of a branch, for businesses that do not seat at tables. Booking
 * adds to it by a conditional upsert that holds the row's lock, so concurrent bookings never take
 * more than the slot's seats; rejecting gives the seats back.
 */
export const reservationSlotSeats = pgTable(
  "reservation_slot_seats",
  {
    branchId: ownedBy("branch_id", () => branches.id),
    slotStart: timestamptz("slot_start").notNull(),
    seatsTaken: integer("seats_taken").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.slotStart] }),
    check("reservation_slot_seats_not_negative", sql`${table.seatsTaken} >= 0`),
  ],
);
