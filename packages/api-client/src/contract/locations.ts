import { z } from "zod";
import { deliveryAddressSchema } from "./orders.js";
import { text } from "./text.js";
import { successAnswerSchema } from "./envelope.js";
import { referenceIdSchema } from "./reference-id.js";

/**
 * Saved locations (spec 3, User: "locations (each with a default flag)"; spec 6: a signed-in
 * customer's page `/{referenceId}/locations`). The spec shows no calls for them, so the contract
 * names them in the spec's style (docs/decisions/031-saved-locations.md). Every call needs the
 * customer's bearer token of the business named; another customer's location is the same 404 as
 * an unknown one.
 *
 * - `GET webapp/locations/{referenceId}`: the customer's locations, the default first.
 * - `POST webapp/locations/{referenceId}` {location}: saves a new one (the first becomes default).
 * - `POST webapp/locations/{referenceId}/{locationId}` {location}: replaces one.
 * - `POST webapp/locations/{referenceId}/{locationId}/delete`: deletes one; deleting the default
 *   makes the oldest remaining one the default.
 * - `POST webapp/locations/{referenceId}/{locationId}/default`: makes one the default.
 *
 * A location must lie inside a visible delivery zone of the business (spec 5); the server finds
 * its area, as `webapp/setAddress` does.
 */

/** How many locations a customer may keep. */
export const maxSavedLocations = 20;

/** A location's id in a path. */
export const locationIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * What the customer saves: a name for it ("Home"), the point, the address form's fields (those of
 * the delivery form, `deliveryAddressSchema`), and a contact phone that orders may fall back to
 * (spec 5). The area is the server's to find. `is_default` makes it the default at once.
 */
export const locationBodySchema = deliveryAddressSchema
  .omit({ area_id: true })
  .extend({
    title: text(60).trim().min(1),
    contact_phone: z
      .string()
      .regex(/^\+?\d{6,15}$/, "digits, optionally after a +")
      .optional(),
    is_default: z.boolean().optional(),
  })
  .strict();

/** A saved location as the API answers it. */
export const savedLocationSchema = deliveryAddressSchema
  .extend({
    id: z.number().int().positive(),
    title: z.string(),
    contact_phone: z.string().nullable(),
    is_default: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .strict();

export const locationsParamsSchema = z.object({ referenceId: referenceIdSchema }).strict();
export const locationParamsSchema = z
  .object({ referenceId: referenceIdSchema, locationId: locationIdSchema })
  .strict();

/** The list, the default first, then the oldest first; the answer of every call but create and update. */
export const locationsAnswerSchema = successAnswerSchema({
  locations: z.array(savedLocationSchema).max(maxSavedLocations),
  /** How many a customer may keep. */
  max_locations: z.number().int().positive(),
});

/** The answer of create (201) and update. */
export const locationAnswerSchema = successAnswerSchema({ location: savedLocationSchema });

export type LocationBody = z.input<typeof locationBodySchema>;
export type SavedLocation = z.infer<typeof savedLocationSchema>;
export type LocationsAnswer = z.infer<typeof locationsAnswerSchema>;
export type LocationAnswer = z.infer<typeof locationAnswerSchema>;
