import { endpoints } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { moveReservation } from "./move-reservation.js";
import { reservationStatusName } from "./reservation-dto.js";

/**
 * A development call that answers a reservation as the restaurant would (accept, reject,
 * complete), through moveReservation. Registered only outside production (app.ts): there the
 * business app and the till do this.
 */
export const demoReservationRoutes: FastifyPluginAsync<{
  db: Database;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  serve(app, endpoints.moveReservation, async ({ params: { id }, body: { status } }) => {
    await moveReservation(db, { reservationId: id, status }, { kind: "development" }, clock());
    return { error: 0, message: "", status, status_name: reservationStatusName(status) };
  });
};
