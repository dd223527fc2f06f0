import type { ReservationSlotDto, ReservationTableDto } from "@storefront/api-client";
import { and, asc, eq, gte, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { diningTables, reservations, reservationSlotSeats } from "../db/schema/index.js";
import type { ReservationSlot } from "./day-slots.js";
import type { ReservationTerms } from "./load-reservation-terms.js";

/**
 * What is left in each slot for a party: with tables, the branch's tables that seat the party and
 * no live reservation holds (smallest first); without, the seats left of `seats_per_slot`.
 */
export async function slotAvailability(
  db: Database,
  terms: ReservationTerms,
  slots: readonly ReservationSlot[],
  party: number,
): Promise<ReservationSlotDto[]> {
  const first = slots[0];
  const last = slots[slots.length - 1];
  if (!first || !last) return [];
  const from = first.slot.from.toJSDate();
  const to = last.slot.to.toJSDate();
  const describe = (time: ReservationSlot) => ({
    time: time.time,
    from: time.slot.from.toISO() ?? "",
    to: time.slot.to.toISO() ?? "",
  });

  if (!terms.settings.with_table) {
    const taken = await db
      .select({ slotStart: reservationSlotSeats.slotStart, seats: reservationSlotSeats.seatsTaken })
      .from(reservationSlotSeats)
      .where(
        and(
          eq(reservationSlotSeats.branchId, terms.branch.id),
          gte(reservationSlotSeats.slotStart, from),
          lt(reservationSlotSeats.slotStart, to),
        ),
      );
    const seatsAt = new Map(taken.map((row) => [row.slotStart.getTime(), row.seats]));
    return slots.map((time) => {
      const left = terms.settings.seats_per_slot - (seatsAt.get(time.slot.from.toMillis()) ?? 0);
      return { ...describe(time), remaining: left >= party ? left : 0, tables: [] };
    });
  }

  const tables = await fittingTables(db, terms.branch.id, party);
  const held = tables.length
    ? await db
        .select({ tableId: reservations.tableId, slotStart: reservations.slotStart })
        .from(reservations)
        .where(
          and(
            inArray(
              reservations.tableId,
              tables.map((table) => table.id),
            ),
            ne(reservations.status, 2),
            gte(reservations.slotStart, from),
            lt(reservations.slotStart, to),
          ),
        )
    : [];
  const heldKeys = new Set(held.map((row) => `${row.tableId}@${row.slotStart.getTime()}`));
  return slots.map((time) => {
    const free = tables.filter(
      (table) => !heldKeys.has(`${table.id}@${time.slot.from.toMillis()}`),
    );
    return { ...describe(time), remaining: free.length, tables: free };
  });
}

/** The branch's tables that seat the party, smallest first. */
export async function fittingTables(
  db: Database,
  branchId: number,
  party: number,
): Promise<ReservationTableDto[]> {
  const rows = await db
    .select({
      id: diningTables.id,
      name: diningTables.name,
      seats: diningTables.seats,
      floor: diningTables.floor,
    })
    .from(diningTables)
    .where(and(eq(diningTables.branchId, branchId), gte(diningTables.seats, party)))
    .orderBy(asc(diningTables.seats), asc(diningTables.position), asc(diningTables.id));
  return rows;
}
