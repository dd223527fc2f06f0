import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "./database.js";
import {
  branches,
  businesses,
  diningTables,
  reservations,
  reservationSlotSeats,
  users,
} from "./schema/index.js";

/** A past reservation of a demo customer; its slot lasts an hour. */
interface DemoReservation {
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
 * Past reservations in every request status (spec 4: pending 0, accepted 1, rejected 2,
 * completed 3) for the demo customers of the two businesses that take reservations: the Kuwaiti
 * restaurant at tables with an order, the Zurich café by seats.
 */
export const demoReservations: readonly DemoReservation[] = [
  // Kuwait is UTC+3: 16:00Z is 19:00 there.
  {
    business: "demo",
    phone: "+96550000001",
    branch: "demo-salmiya",
    date: "2026-10-02",
    start: "2026-10-02T16:00:00Z",
    party: 4,
    table: "F1",
    status: 3,
    type: 2,
    note: "A birthday: a candle on the dessert, please",
  },
  {
    business: "demo",
    phone: "+96550000001",
    branch: "demo-salmiya",
    date: "2026-10-09",
    start: "2026-10-09T17:00:00Z",
    party: 6,
    table: "5",
    status: 2,
    type: 2,
  },
  {
    business: "demo",
    phone: "+96550000001",
    branch: "demo-sharq",
    date: "2026-10-16",
    start: "2026-10-16T15:00:00Z",
    party: 2,
    table: "1",
    status: 1,
    type: 2,
  },
  {
    business: "demo",
    phone: "+96550000001",
    branch: "demo-salmiya",
    date: "2026-10-23",
    start: "2026-10-23T16:00:00Z",
    party: 8,
    table: "6",
    status: 0,
    type: 2,
  },
  {
    business: "demo",
    phone: "+96550000002",
    branch: "demo-salmiya",
    date: "2026-10-05",
    start: "2026-10-05T17:00:00Z",
    party: 3,
    table: "3",
    status: 3,
    type: 2,
  },
  // Zurich is UTC+2 until 25 October: 17:00Z is 19:00 there.
  {
    business: "demo-zurich",
    phone: "+41791234567",
    branch: "demo-zurich-niederdorf",
    date: "2026-10-03",
    start: "2026-10-03T17:00:00Z",
    party: 2,
    status: 3,
    type: 1,
  },
  {
    business: "demo-zurich",
    phone: "+41791234567",
    branch: "demo-zurich-niederdorf",
    date: "2026-10-10",
    start: "2026-10-10T10:00:00Z",
    party: 5,
    status: 2,
    type: 1,
    note: "Ein Kinderstuhl, bitte",
  },
  {
    business: "demo-zurich",
    phone: "+41791234567",
    branch: "demo-zurich-niederdorf",
    date: "2026-10-17",
    start: "2026-10-17T11:00:00Z",
    party: 3,
    status: 1,
    type: 1,
  },
  {
    business: "demo-zurich",
    phone: "+41791234567",
    branch: "demo-zurich-niederdorf",
    date: "2026-10-24",
    start: "2026-10-24T17:00:00Z",
    party: 4,
    status: 0,
    type: 1,
  },
];

/**
 * Inserts the demo reservations of each demo customer who has none yet; running it again changes
 * nothing. Seat counts follow the reservations that hold seats (all but the rejected).
 */
export async function seedDemoReservations(
  db: Database,
  list: readonly DemoReservation[] = demoReservations,
): Promise<number> {
  let inserted = 0;
  const customersWithReservations = new Set<number>();
  for (const entry of list) {
    await db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ userId: users.id, businessId: businesses.id, branchId: branches.id })
        .from(users)
        .innerJoin(businesses, eq(businesses.id, users.businessId))
        .innerJoin(branches, eq(branches.businessId, businesses.id))
        .where(
          and(
            eq(businesses.referenceId, entry.business),
            eq(users.phone, entry.phone),
            isNull(users.deletedAt),
            eq(branches.referenceId, entry.branch),
          ),
        );
      if (!customer) return;
      if (!customersWithReservations.has(customer.userId)) {
        const [existing] = await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(eq(reservations.userId, customer.userId))
          .limit(1);
        if (existing) return;
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
