import type { ReservationDto, ReservationStatusName } from "@storefront/api-client";
import { inBusinessZone } from "@storefront/domain";
import { and, asc, desc, eq, inArray, type SQL, count } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, businesses, diningTables, reservations, users } from "../db/schema/index.js";

const statusNames: readonly ReservationStatusName[] = [
  "pending",
  "accepted",
  "rejected",
  "completed",
];

/** Spec 4's name of a request status: `reservationStatusName(1) === "accepted"`. */
export function reservationStatusName(status: number): ReservationStatusName {
  return statusNames[status] ?? "pending";
}

const columns = {
  reservation: reservations,
  referenceId: businesses.referenceId,
  timeZone: businesses.timeZone,
  branchName: branches.name,
  table: {
    id: diningTables.id,
    name: diningTables.name,
    seats: diningTables.seats,
    floor: diningTables.floor,
  },
};

type Row = {
  reservation: typeof reservations.$inferSelect;
  referenceId: string;
  timeZone: string;
  branchName: ReservationDto["branch_name"];
  table: ReservationDto["table"];
};

function toDto(row: Row): ReservationDto {
  const { reservation } = row;
  const from = inBusinessZone(reservation.slotStart, row.timeZone);
  return {
    id: reservation.id,
    reference_id: row.referenceId,
    branch_id: reservation.branchId,
    branch_name: row.branchName,
    date: reservation.slotDate,
    time: from.toFormat("HH:mm"),
    from: from.toISO() ?? "",
    to: inBusinessZone(reservation.slotEnd, row.timeZone).toISO() ?? "",
    party_size: reservation.partySize,
    table: row.table,
    note: reservation.note,
    status: reservation.status as ReservationDto["status"],
    status_name: reservationStatusName(reservation.status),
    type: reservation.type as ReservationDto["type"],
    order_required: reservation.type === 2 && reservation.orderId === null,
    order_id: reservation.orderId,
    created_at: reservation.createdAt.toISOString(),
  };
}

function select(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(reservations)
    .innerJoin(businesses, eq(businesses.id, reservations.businessId))
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .leftJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .where(where);
}

/** One of a customer's reservations, or undefined when it is not theirs or does not exist. */
export async function readReservation(
  db: Database,
  id: number,
  userId: number,
): Promise<ReservationDto | undefined> {
  const [row] = await select(db, and(eq(reservations.id, id), eq(reservations.userId, userId)));
  return row ? toDto(row as Row) : undefined;
}

/** A page of a customer's reservations at a business, newest slot first. */
export async function listReservations(
  db: Database,
  query: { userId: number; businessId: number; status?: number; page: number; perPage: number },
): Promise<{ reservations: ReservationDto[]; total: number }> {
  const where = and(
    eq(reservations.userId, query.userId),
    eq(reservations.businessId, query.businessId),
    query.status === undefined ? undefined : eq(reservations.status, query.status),
  );
  const [counted] = await db.select({ total: count() }).from(reservations).where(where);
  const rows = await select(db, where)
    .orderBy(desc(reservations.slotStart), desc(reservations.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { reservations: rows.map((row) => toDto(row as Row)), total: counted?.total ?? 0 };
}

/**
 * A business's reservations of one date (its zone's), by slot then table, with who booked each:
 * the staff's view of the day. `branchIds` limits them to those branches.
 */
export async function listDayReservations(
  db: Database,
  query: { businessId: number; date: string; branchIds: readonly number[] | null },
): Promise<{ reservation: ReservationDto; name: string; phone: string | null }[]> {
  const rows = await db
    .select({ ...columns, name: users.name, phone: users.phone })
    .from(reservations)
    .innerJoin(businesses, eq(businesses.id, reservations.businessId))
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .where(
      and(
        eq(reservations.businessId, query.businessId),
        eq(reservations.slotDate, query.date),
        query.branchIds ? inArray(reservations.branchId, [...query.branchIds]) : undefined,
      ),
    )
    .orderBy(asc(reservations.slotStart), asc(diningTables.name), asc(reservations.id));
  return rows.map((row) => ({
    reservation: toDto(row as Row),
    name: row.name,
    phone: row.phone,
  }));
}
