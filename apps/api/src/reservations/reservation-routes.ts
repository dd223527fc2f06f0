import {
  endpoints,
  type ReservationAnswer,
  type ReservationsAnswer,
  type ReservationSlotsAnswer,
  reservationsPerPage,
} from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import { requireCustomer } from "../accounts/require-customer.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { RequestFailure } from "../failures/request-failure.js";
import { daySlots } from "./day-slots.js";
import {
  assertPartySize,
  assertReservationsEnabled,
  loadReservationTerms,
} from "./load-reservation-terms.js";
import { listReservations, readReservation } from "./reservation-dto.js";
import { reserveTable } from "./reserve-table.js";
import { slotAvailability } from "./slot-availability.js";

const notFound = (id: number) => new RequestFailure(404, "NOT_FOUND", `No reservation ${id}`);

/**
 * Reservations (spec 7, ADR 028): booking a table, a customer's list and one reservation, and the
 * slots a business takes; paths and schemas are the endpoint table's.
 */
export const reservationRoutes: FastifyPluginAsync<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  serve(app, endpoints.getReservationSlots, async ({ params: { reference_id }, query }) => {
    const terms = await loadReservationTerms(db, reference_id, query.branch_id);
    assertReservationsEnabled(terms);
    assertPartySize(terms, query.party);
    const slots = await daySlots(db, terms, query.date, clock());
    const answer: ReservationSlotsAnswer = {
      error: 0,
      message: "",
      branch_id: terms.branch.id,
      time_zone: terms.timeZone,
      date: query.date,
      party: query.party,
      with_table: terms.settings.with_table,
      type: terms.settings.type,
      slots: await slotAvailability(db, terms, slots, query.party),
    };
    return answer;
  });

  serve(app, endpoints.reserveTable, async ({ body, request, reply }) => {
    const now = clock();
    const customer = await requireCustomer(db, request, now);
    const terms = await loadReservationTerms(db, body.reference_id, body.branch_id);
    if (customer.businessId !== terms.businessId) {
      throw new RequestFailure(401, "UNAUTHORIZED", "Sign in to this business to reserve");
    }
    const id = await reserveTable(db, terms, body, customer.userId, now);
    const reservation = await readReservation(db, id, customer.userId);
    if (!reservation) throw notFound(id);
    const answer: ReservationAnswer = { error: 0, message: "", reservation };
    return reply.code(201).send(answer);
  });

  // The spec's list call is a POST; its body (page, status) is optional.
  serve(app, endpoints.getReservations, async ({ params: { id }, body, request }) => {
    const customer = await requireCustomer(db, request, clock());
    const terms = await loadReservationTerms(db, id);
    if (customer.businessId !== terms.businessId) {
      throw new RequestFailure(401, "UNAUTHORIZED", "Sign in to this business to see reservations");
    }
    const { page = 1, status } = body ?? {};
    const found = await listReservations(db, {
      userId: customer.userId,
      businessId: terms.businessId,
      ...(status === undefined ? {} : { status }),
      page,
      perPage: reservationsPerPage,
    });
    const answer: ReservationsAnswer = {
      error: 0,
      message: "",
      reservations: found.reservations,
      pagination: {
        page,
        per_page: reservationsPerPage,
        total: found.total,
        last_page: Math.max(1, Math.ceil(found.total / reservationsPerPage)),
      },
    };
    return answer;
  });

  serve(app, endpoints.getReservation, async ({ params: { id }, request }) => {
    const customer = await requireCustomer(db, request, clock());
    // Another customer's reservation is the same 404 as none, so ids cannot be probed.
    const reservation = await readReservation(db, id, customer.userId);
    if (!reservation) throw notFound(id);
    const answer: ReservationAnswer = { error: 0, message: "", reservation };
    return answer;
  });
};
