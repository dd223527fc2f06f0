import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { outbox, reservations, reservationSlotSeats } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { actsFor, type Actor, recordAudit } from "../staff/actor.js";
import { reservationStatusName } from "./reservation-dto.js";

/** Spec 4 leaves the moves open: pending is accepted or rejected; accepted is completed or rejected. */
const allowedMoves: Readonly<Record<number, readonly number[]>> = { 0: [1, 2], 1: [2, 3] };
const rejected = 2;

/**
 * Answers a reservation as the restaurant does (accept, reject, complete) by a conditional update,
 * so two moves at once make one. Rejecting gives the slot's seats back (a rejected reservation
 * holds no table by the index's rule). The outbox message and the audit record are written in
 * the same transaction. An actor of a business moves only that business's reservations.
 */
export async function moveReservation(
  db: Database,
  move: { readonly reservationId: number; readonly status: number },
  actor: Actor,
  now: Date,
): Promise<void> {
  const [reservation] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, move.reservationId));
  if (!reservation || !actsFor(actor, reservation.businessId)) {
    throw new RequestFailure(404, "NOT_FOUND", `No reservation ${move.reservationId}`);
  }
  if (!allowedMoves[reservation.status]?.includes(move.status)) {
    throw new RequestFailure(
      409,
      "STATUS_TRANSITION_NOT_ALLOWED",
      `A reservation cannot go from ${reservationStatusName(reservation.status)} to ${reservationStatusName(move.status)}`,
    );
  }
  const moved = await db.transaction(async (tx) => {
    const updated = await tx
      .update(reservations)
      .set({ status: move.status, updatedAt: now })
      .where(and(eq(reservations.id, reservation.id), eq(reservations.status, reservation.status)))
      .returning({ id: reservations.id });
    if (updated.length === 0) return false;
    if (move.status === rejected && reservation.tableId === null) {
      await tx
        .update(reservationSlotSeats)
        .set({ seatsTaken: sql`${reservationSlotSeats.seatsTaken} - ${reservation.partySize}` })
        .where(
          and(
            eq(reservationSlotSeats.branchId, reservation.branchId),
            eq(reservationSlotSeats.slotStart, reservation.slotStart),
          ),
        );
    }
    await tx.insert(outbox).values({
      topic: "reservation.status_changed",
      payload: {
        reservation_id: reservation.id,
        business_id: reservation.businessId,
        branch_id: reservation.branchId,
        status: move.status,
        status_name: reservationStatusName(move.status),
        previous_status: reservation.status,
      },
      createdAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "reservation.status",
        subject: `reservation:${reservation.id}`,
        detail: { from: reservation.status, to: move.status },
      },
      now,
    );
    return true;
  });
  if (!moved) {
    throw new RequestFailure(409, "CONFLICT", "The reservation moved meanwhile; read it again");
  }
}
