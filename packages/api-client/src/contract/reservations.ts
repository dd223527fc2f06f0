import { z } from "zod";
import { localizedTextSchema } from "./localized-text.js";
import { pathIdSchema } from "./menu.js";
import { text } from "./text.js";
import { successAnswerSchema } from "./envelope.js";
import { referenceIdSchema } from "./reference-id.js";
import { pageFields } from "./page-fields.js";

/**
 * Reservations (spec 2: /{referenceId}/reservation/{reserveType}, /reservation/history,
 * /reservation/success/{reservationId}; spec 3: the business's `reservation` settings; spec 4:
 * request status pending 0, accepted 1, rejected 2, completed 3; spec 7: `POST webapp/reserve-table`,
 * `POST webapp/reservations/{id}`, `GET webapp/reservation/{id}`, answers not shown;
 * docs/decisions/028-reservations.md).
 *
 * - `GET webapp/reservation-slots/{reference_id}?date=&party=&branch_id=`: the bookable slots of a
 *   day for a party, each with what is left and, when the business seats at tables, the free
 *   tables that fit.
 * - `POST webapp/reserve-table` (signed in): books a slot; 201 with the reservation, pending.
 *   A business of type 2 (with an order) then takes the order through `POST webapp/order` with
 *   `reservation: true` as usual; the reservation says `order_required`.
 * - `POST webapp/reservations/{reference_id}` (signed in): the customer's reservations at that
 *   business, newest slot first, 20 a page.
 * - `GET webapp/reservation/{id}` (signed in): one of the customer's reservations; another
 *   customer's is the same 404 as none.
 *
 * Every request schema is strict: `status`, `user_id`, `price` and any other unknown field is a 400.
 */

/** Spec 4, request status. */
export const reservationStatuses = { pending: 0, accepted: 1, rejected: 2, completed: 3 } as const;
export const reservationStatusNameSchema = z.enum(["pending", "accepted", "rejected", "completed"]);
export const reservationStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
]);

/** Reservations listed per page. */
export const reservationsPerPage = 20;
/** The longest note to the restaurant. */
export const reservationNoteMaxLength = 500;

const databaseIdSchema = z.number().int().min(1).max(2_147_483_647);

/** A calendar date in the business's zone. */
export const reservationDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "a date YYYY-MM-DD");
/** A slot's start as the business's wall clock shows it, `HH:mm`. */
export const slotTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time HH:mm");
/** People at the table: a whole number from 1 (the business's max_users caps it). */
export const partySizeSchema = z.number().int().min(1).max(1000);

// ---------- Slots ----------

export const reservationSlotsParamsSchema = z.object({ reference_id: referenceIdSchema }).strict();

export const reservationSlotsQuerySchema = z
  .object({
    date: reservationDateSchema,
    party: z.coerce.number().pipe(partySizeSchema),
    /** One of the business's branches; its default branch when left out. */
    branch_id: pathIdSchema.optional(),
  })
  .strict();

export const reservationTableSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    seats: z.number().int().positive(),
    floor: localizedTextSchema,
  })
  .strict();

export const reservationSlotSchema = z
  .object({
    /** `HH:mm`, what `POST webapp/reserve-table` takes as `slot`. */
    time: slotTimeSchema,
    /** The slot's start and end, ISO 8601 with the business's offset. */
    from: z.string(),
    to: z.string(),
    /**
     * With tables: how many free tables seat the party; without: how many seats are left. A slot
     * with 0 left is listed so the page can show it full.
     */
    remaining: z.number().int().min(0),
    /** With tables: the free tables that seat the party, smallest first; without: empty. */
    tables: z.array(reservationTableSchema),
  })
  .strict();

export const reservationSlotsAnswerSchema = successAnswerSchema({
  branch_id: z.number().int().positive(),
  time_zone: z.string(),
  date: reservationDateSchema,
  party: z.number().int().positive(),
  with_table: z.boolean(),
  /** Type 1: a table only; type 2: the reservation comes with an order. */
  type: z.union([z.literal(1), z.literal(2)]),
  slots: z.array(reservationSlotSchema),
});

// ---------- Booking ----------

export const reserveTableRequestSchema = z
  .object({
    reference_id: referenceIdSchema,
    /** One of the business's branches; its default branch when left out. */
    branch_id: databaseIdSchema.optional(),
    date: reservationDateSchema,
    slot: slotTimeSchema,
    party_size: partySizeSchema,
    /** Required when the business seats at tables (with_table), refused otherwise. */
    table_id: databaseIdSchema.optional(),
    note: text(reservationNoteMaxLength, { multiline: true }).trim().optional(),
  })
  .strict();

export const reservationSchema = z
  .object({
    id: z.number().int().positive(),
    reference_id: z.string(),
    branch_id: z.number().int().positive(),
    branch_name: localizedTextSchema,
    date: reservationDateSchema,
    time: slotTimeSchema,
    from: z.string(),
    to: z.string(),
    party_size: z.number().int().positive(),
    table: reservationTableSchema.nullable(),
    note: z.string().nullable(),
    status: reservationStatusSchema,
    status_name: reservationStatusNameSchema,
    type: z.union([z.literal(1), z.literal(2)]),
    /** Type 2 and no order placed for it yet. */
    order_required: z.boolean(),
    order_id: z.number().int().positive().nullable(),
    created_at: z.string(),
  })
  .strict();

export const reservationAnswerSchema = successAnswerSchema({ reservation: reservationSchema });

// ---------- History ----------

export const reservationsParamsSchema = z.object({ id: referenceIdSchema }).strict();

/** The body of `POST webapp/reservations/{reference_id}`; an empty body is page 1, every status. */
export const reservationsRequestSchema = z
  .object({
    page: z.number().int().min(1).max(10_000).optional(),
    status: reservationStatusSchema.optional(),
  })
  .strict();

export const reservationsAnswerSchema = successAnswerSchema({
  reservations: z.array(reservationSchema),
  pagination: z
    .object({
      ...pageFields,
      total: z.number().int().min(0),
      last_page: z.number().int().min(1),
    })
    .strict(),
});

export const reservationParamsSchema = z.object({ id: pathIdSchema }).strict();

/** `POST dev/reservation/{id}/status` (outside production): the restaurant's answer, by hand. */
export const moveReservationRequestSchema = z.object({ status: reservationStatusSchema }).strict();

export type ReservationSlotsQuery = z.infer<typeof reservationSlotsQuerySchema>;
export type ReservationSlotsAnswer = z.infer<typeof reservationSlotsAnswerSchema>;
export type ReservationSlotDto = z.infer<typeof reservationSlotSchema>;
export type ReservationTableDto = z.infer<typeof reservationTableSchema>;
export type ReserveTableRequest = z.infer<typeof reserveTableRequestSchema>;
export type ReservationDto = z.infer<typeof reservationSchema>;
export type ReservationAnswer = z.infer<typeof reservationAnswerSchema>;
export type ReservationsRequest = z.infer<typeof reservationsRequestSchema>;
export type ReservationsAnswer = z.infer<typeof reservationsAnswerSchema>;
export type ReservationStatusName = z.infer<typeof reservationStatusNameSchema>;

export const moveReservationAnswerSchema = successAnswerSchema({
  status: reservationStatusSchema,
  status_name: reservationStatusNameSchema,
});
