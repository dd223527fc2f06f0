import { endpoints } from "@storefront/api-client";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { reservations, reservationSlotSeats } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { reservationStatusName } from "./reservation-dto.js";

/** Spec 4 leaves the moves open: pending is accepted or rejected; accepted is completed or rejected. */
const allowedMoves: Readonly<Record<number, readonly number[]>> = { 0: [1, 2], 1: [2, 3] };

/**
 * A development call that answers a reservation as the restaurant would (accept,
 * reject, complete), by a conditional update, so two moves at once make one; rejecting gives the
 * slot's seats back (a rejected reservation holds no table by the index's rule). Registered only
 * outside production (app.ts): there the restaurant's own system does this.
 */
export const demoReservationRoutes: FastifyPluginAsync<{
  db: Database;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  serve(app, endpoints.moveReservation, async ({ params: { id }, body: { status } }) => {
    const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id));
    if (!reservation) throw new RequestFailure(404, "NOT_FOUND", `No reservation ${id}`);
    if (!allowedMoves[reservation.status]?.includes(status)) {
      throw new RequestFailure(
        409,
        "STATUS_TRANSITION_NOT_ALLOWED",
        `A reservation cannot go from ${reservationStatusName(reservation.status)} to ${reservationStatusName(status)}`,
      );
    }
    const moved = await db.transaction(async (tx) => {
      const updated = await tx
        .update(reservations)
        .set({ status, updatedAt: clock() })
        .where(and(eq(reservations.id, id), eq(reservations.status, reservation.status)))
        .returning({ id: reservations.id });
      if (updated.length === 0) return false;
      if (status === 2 && reservation.tableId === null) {
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
      return true;
    });
    if (!moved) {
      throw new RequestFailure(409, "CONFLICT", "The reservation moved meanwhile; read it again");
    }
    return { error: 0, message: "", status, status_name: reservationStatusName(status) };
  });
};
