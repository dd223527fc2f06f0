import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { reservations } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";

/**
 * Gives a type 2 reservation the order placed for it, inside the order's transaction: the
 * reservation must be the signed-in customer's, at the order's branch, pending or accepted, of
 * type 2 and without an order yet, and the order's lines must come from the reservation menu
 * (`reservation: true`). A conditional update decides, so two orders racing for one reservation
 * attach one; the other rolls back. Anything else is 422 RESERVATION_NOT_ORDERABLE (the same for
 * another customer's reservation as for none), and a guest is 401.
 */
export async function attachToReservation(
  tx: Database,
  link: {
    reservationId: number;
    orderId: number;
    branchId: number;
    userId: number | undefined;
    reservationMenu: boolean;
    now: Date;
  },
): Promise<void> {
  if (link.userId === undefined) {
    throw new RequestFailure(401, "UNAUTHORIZED", "Sign in to order for a reservation");
  }
  if (!link.reservationMenu) {
    throw new RequestFailure(
      422,
      "RESERVATION_NOT_ORDERABLE",
      "An order for a reservation is from the reservation menu (reservation: true)",
    );
  }
  const attached = await tx
    .update(reservations)
    .set({ orderId: link.orderId, updatedAt: link.now })
    .where(
      and(
        eq(reservations.id, link.reservationId),
        eq(reservations.userId, link.userId),
        eq(reservations.branchId, link.branchId),
        eq(reservations.type, 2),
        inArray(reservations.status, [0, 1]),
        isNull(reservations.orderId),
      ),
    )
    .returning({ id: reservations.id });
  if (attached.length === 0) {
    throw new RequestFailure(
      422,
      "RESERVATION_NOT_ORDERABLE",
      "That reservation takes no order: it is not yours, not open, or already has one",
    );
  }
}
