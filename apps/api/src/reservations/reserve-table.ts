import type { ReserveTableRequest } from "@storefront/api-client";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { diningTables, outbox, reservations, reservationSlotSeats } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { daySlots } from "./day-slots.js";
import {
  assertPartySize,
  assertReservationsEnabled,
  type ReservationTerms,
} from "./load-reservation-terms.js";

const slotFull = (message: string) => new RequestFailure(409, "SLOT_FULL", message);

/**
 * Books a slot for a signed-in customer, pending until the restaurant answers; returns the new
 * reservation's id. Every rule is a stable code: reservations off (RESERVATIONS_DISABLED), a party
 * over max_users (PARTY_SIZE_OUT_OF_RANGE), a slot not offered at now (SLOT_NOT_AVAILABLE), a
 * table missing, not the branch's, too small or not offered (TABLE_REQUIRED, UNKNOWN_TABLE,
 * TABLE_TOO_SMALL, TABLE_NOT_OFFERED), and a slot already taken (409 SLOT_FULL). The database
 * decides a race: a unique index on (table, slot) for tables, a conditional upsert of the slot's
 * seat count otherwise, each in the booking's transaction, with its `reservation.created` message.
 */
export async function reserveTable(
  db: Database,
  terms: ReservationTerms,
  request: ReserveTableRequest,
  userId: number,
  now: Date,
): Promise<number> {
  const { settings, branch } = terms;
  assertReservationsEnabled(terms);
  assertPartySize(terms, request.party_size);

  const slot = (await daySlots(db, terms, request.date, now)).find(
    (offered) => offered.time === request.slot,
  );
  if (!slot) {
    throw new RequestFailure(422, "SLOT_NOT_AVAILABLE", "That time cannot be reserved");
  }

  let tableId: number | null = null;
  if (settings.with_table) {
    if (request.table_id === undefined) {
      throw new RequestFailure(422, "TABLE_REQUIRED", "Choose your table");
    }
    const [table] = await db
      .select({ id: diningTables.id, seats: diningTables.seats })
      .from(diningTables)
      .where(and(eq(diningTables.id, request.table_id), eq(diningTables.branchId, branch.id)));
    if (!table) {
      throw new RequestFailure(422, "UNKNOWN_TABLE", "That table is not one of this branch's");
    }
    if (table.seats < request.party_size) {
      throw new RequestFailure(
        422,
        "TABLE_TOO_SMALL",
        `That table seats ${table.seats}; choose a larger one`,
        { seats: table.seats },
      );
    }
    tableId = table.id;
  } else if (request.table_id !== undefined) {
    throw new RequestFailure(422, "TABLE_NOT_OFFERED", "This business does not seat at tables");
  }
  if (!settings.with_table && request.party_size > settings.seats_per_slot) {
    throw slotFull("That time has no room for the party");
  }

  const slotStart = slot.slot.from.toJSDate();
  return db.transaction(async (tx) => {
    if (tableId === null) {
      // The row's lock orders concurrent bookings of a slot; the WHERE refuses the one that
      // would take more seats than the slot has.
      const taken = await tx
        .insert(reservationSlotSeats)
        .values({ branchId: branch.id, slotStart, seatsTaken: request.party_size })
        .onConflictDoUpdate({
          target: [reservationSlotSeats.branchId, reservationSlotSeats.slotStart],
          set: {
            seatsTaken: sql`${reservationSlotSeats.seatsTaken} + excluded.seats_taken`,
          },
          setWhere: sql`${reservationSlotSeats.seatsTaken} + excluded.seats_taken <= ${settings.seats_per_slot}`,
        })
        .returning({ seats: reservationSlotSeats.seatsTaken });
      if (taken.length === 0) throw slotFull("That time has no room for the party");
    }
    const inserted = await tx
      .insert(reservations)
      .values({
        businessId: terms.businessId,
        branchId: branch.id,
        userId,
        slotDate: request.date,
        slotStart,
        slotEnd: slot.slot.to.toJSDate(),
        partySize: request.party_size,
        tableId,
        note: request.note ? request.note : null,
        status: 0,
        type: settings.type,
        createdAt: now,
        updatedAt: now,
      })
      // The partial unique index on (table, slot) turns a second booking of a table into no row.
      .onConflictDoNothing()
      .returning({ id: reservations.id });
    const [row] = inserted;
    if (!row) throw slotFull("That table was just taken at that time");
    await tx.insert(outbox).values({
      topic: "reservation.created",
      payload: {
        reservation_id: row.id,
        business_id: terms.businessId,
        branch_id: branch.id,
        status: 0,
        date: request.date,
        slot_start: slotStart.toISOString(),
        party_size: request.party_size,
        table_id: tableId,
      },
      createdAt: now,
    });
    return row.id;
  });
}
