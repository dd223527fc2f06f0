import {
  moveReservationAnswerSchema,
  moveReservationRequestSchema,
  reservationAnswerSchema,
  reservationParamsSchema,
  reservationSlotsAnswerSchema,
  reservationSlotsParamsSchema,
  reservationSlotsQuerySchema,
  reservationsAnswerSchema,
  reservationsParamsSchema,
  reservationsRequestSchema,
  reserveTableRequestSchema,
} from "../contract/reservations.js";
import { endpoint } from "./endpoint.js";

/** Table reservations (docs/decisions/028-reservations.md). */
export const reservationEndpoints = {
  getReservationSlots: endpoint({
    method: "GET",
    path: "/webapp/reservation-slots/{reference_id}",
    summary: "The bookable slots of a date for a party, with what is left and the tables that fit",
    access: "public",
    params: reservationSlotsParamsSchema,
    query: reservationSlotsQuerySchema,
    answer: reservationSlotsAnswerSchema,
  }),
  reserveTable: endpoint({
    method: "POST",
    path: "/webapp/reserve-table",
    summary:
      "Books a slot (a table, or seats) for the signed-in customer; 409 SLOT_FULL when taken",
    access: "public",
    token: "required",
    body: reserveTableRequestSchema,
    answer: reservationAnswerSchema,
    status: 201,
  }),
  getReservations: endpoint({
    method: "POST",
    path: "/webapp/reservations/{id}",
    summary:
      "The signed-in customer's reservations at the business {id} (its reference), 20 a page",
    access: "customer",
    token: "required",
    params: reservationsParamsSchema,
    body: reservationsRequestSchema.optional(),
    answer: reservationsAnswerSchema,
  }),
  getReservation: endpoint({
    method: "GET",
    path: "/webapp/reservation/{id}",
    summary: "One of the signed-in customer's reservations (another's is 404)",
    access: "customer",
    token: "required",
    params: reservationParamsSchema,
    answer: reservationAnswerSchema,
  }),
  moveReservation: endpoint({
    method: "POST",
    path: "/dev/reservation/{id}/status",
    summary: "Moves a demo reservation along as the business would (development only)",
    access: "development",
    params: reservationParamsSchema,
    body: moveReservationRequestSchema,
    answer: moveReservationAnswerSchema,
  }),
};
