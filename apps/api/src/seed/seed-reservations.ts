import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { diningTables, reservations, reservationSlotSeats } from "../db/schema/index.js";
import { findCustomerAtBranch, hasRow } from "./demo-lookups.js";

/** A past reservation of a demo customer; its slot lasts an hour. */
export interface DemoReservation {
  readonly business: string;
  /** The customer's sign-in phone. */
  readonly phone: string;
  readonly branch: string;
  /** The slot's date in the business's zone and its start as an instant. */
  readonly date: string;
  readonly start: string;
  readonly party: number;
  /** The table's name at the branch; none where the business does not seat at tables. */
  readonly table?: string;
  readonly status: 0 | 1 | 2 | 3;
  readonly type: 1 | 2;
  readonly note?: string;
}

/**
 * Inserts the demo reservations of each demo customer who has none yet; running it again changes
 * nothing. Seat counts follow the reservations that hold seats (all but the rejected).
 */
export async function seedDemoReservations(
  db: Database,
  list: readonly DemoReservation[],
): Promise<number> {
  let inserted = 0;
  const customersWithReservations = new Set<number>();
  for (const entry of list) {
    await db.transaction(async (tx) => {
      const customer = await findCustomerAtBranch(tx, entry);
      if (!customer) return;
      if (!customersWithReservations.has(customer.userId)) {
        if (await hasRow(tx, reservations, eq(reservations.userId, customer.userId))) return;
      }
      customersWithReservations.add(customer.userId);
      let tableId: number | null = null;
      if (entry.table !== undefined) {
        const [table] = await tx
          .select({ id: diningTables.id })
          .from(diningTables)
          .where(
            and(eq(diningTables.branchId, customer.branchId), eq(diningTables.name, entry.table)),
          )
          .limit(1);
        if (!table) throw new Error(`Demo reservation names an unknown table ${entry.table}`);
        tableId = table.id;
      }
      const slotStart = new Date(entry.start);
      const bookedAt = new Date(slotStart.getTime() - 3 * 86_400_000);
      await tx.insert(reservations).values({
        businessId: customer.businessId,
        branchId: customer.branchId,
        userId: customer.userId,
        slotDate: entry.date,
        slotStart,
        slotEnd: new Date(slotStart.getTime() + 3_600_000),
        partySize: entry.party,
        tableId,
        note: entry.note ?? null,
        status: entry.status,
        type: entry.type,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      });
      if (tableId === null && entry.status !== 2) {
        await tx
          .insert(reservationSlotSeats)
          .values({ branchId: customer.branchId, slotStart, seatsTaken: entry.party })
          .onConflictDoNothing();
      }
      inserted += 1;
    });
  }
  return inserted;
}
