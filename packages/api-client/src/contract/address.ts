import { z } from "zod";
import { text } from "./text.js";
import { successAnswerSchema } from "./envelope.js";

/**
 * `POST webapp/getAddress` and `POST webapp/setAddress` (spec 7; answers not shown): find places by
 * text or by a point on the map, then settle on one and learn whether the business delivers there
 * (docs/decisions/015-delivery-places.md).
 */

const latitudeSchema = z.number().min(-90).max(90);
const longitudeSchema = z.number().min(-180).max(180);

/**
 * A point typed as the spec's `address` carries it, `"lat,lng"`, read as `{ lat, lng }`.
 * `coordinatesTextSchema.parse("29.3375,48.0755")` is `{ lat: 29.3375, lng: 48.0755 }`
 */
export const coordinatesTextSchema = z
  .string()
  .regex(/^\s*-?\d{1,3}(\.\d{1,15})?\s*,\s*-?\d{1,3}(\.\d{1,15})?\s*$/, 'must be "lat,lng"')
  .transform((text) => {
    const [lat = "", lng = ""] = text.split(",");
    return { lat: Number(lat), lng: Number(lng) };
  })
  .pipe(z.object({ lat: latitudeSchema, lng: longitudeSchema }));

/** A point as `address` carries it: `formatCoordinates({ lat: 29.3375, lng: 48.0755 }) === "29.3375,48.0755"` */
export function formatCoordinates(point: { lat: number; lng: number }): string {
  return `${point.lat},${point.lng}`;
}

/** The geocoder's token of the customer's typing session; kept for providers that bill by session. */
const sessionIdSchema = text(200).min(1);

/** flag 0: `address` is text to search for; flag 1: `address` is a point `"lat,lng"` to name. */
export const getAddressBodySchema = z.discriminatedUnion("flag", [
  z
    .object({
      flag: z.literal(0),
      address: text(200).trim().min(1),
      sessionId: sessionIdSchema,
    })
    .strict(),
  z
    .object({ flag: z.literal(1), address: coordinatesTextSchema, sessionId: sessionIdSchema })
    .strict(),
]);

/** A place on the map: the geocoder's id for it, a name a person reads and where it is. */
export const placeSchema = z
  .object({
    place_id: z.string().min(1).max(200),
    display_name: z.string(),
    lat: latitudeSchema,
    lng: longitudeSchema,
  })
  .strict();

export const getAddressAnswerSchema = successAnswerSchema({
  /** Best first; none when nothing matches. */
  places: z.array(placeSchema).max(20),
});

/**
 * The place the customer chose: `address` is its point `"lat,lng"` (from getAddress's answer or a
 * dropped pin), `title` its name, `placeId` its id. `branch_id` (our addition) limits the zones
 * that count to the branch the customer orders from.
 */
export const setAddressBodySchema = z
  .object({
    address: coordinatesTextSchema,
    title: text(300).trim().min(1),
    placeId: text(200).min(1),
    sessionId: sessionIdSchema,
    branch_id: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();

export const setAddressAnswerSchema = successAnswerSchema({
  place: placeSchema,
  /** The area the place is in, of the zone that delivers there. */
  area_id: z.number().int().positive().nullable(),
  /** The visible zone that delivers there. */
  zone_id: z.number().int().positive().nullable(),
  deliverable: z.boolean(),
});

export type PlaceDto = z.infer<typeof placeSchema>;
export type GetAddressBody = z.input<typeof getAddressBodySchema>;
export type GetAddressAnswer = z.infer<typeof getAddressAnswerSchema>;
export type SetAddressBody = z.input<typeof setAddressBodySchema>;
export type SetAddressAnswer = z.infer<typeof setAddressAnswerSchema>;
