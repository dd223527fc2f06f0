import { z } from "zod";
import { addressFieldsSchema } from "./checkout-settings.js";
import { localizedTextSchema } from "./localized-text.js";
import { getRestaurantParamsSchema } from "./restaurant.js";
import { successAnswerSchema } from "./envelope.js";

/**
 * `GET webapp/zones/{businessId}` (spec sections 3 and 7): the delivery zones of a business with
 * their areas and, with `?shipping=true`, the countries it ships to and its delivery form.
 * `businessId` is the business's reference, as in every storefront URL
 * (docs/decisions/015-delivery-places.md). Places are GeoJSON, coordinates `[lng, lat]`; amounts
 * are minor units of the business's currency.
 */

const idSchema = z.number().int().positive();
const amountSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A GeoJSON position: longitude, latitude (and an altitude nobody reads). */
const positionSchema = z
  .array(z.number())
  .min(2)
  .max(3)
  .refine(([lng = 0, lat = 0]) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90, {
    message: "a position is [lng, lat] within the globe",
  });
/** A closed ring: at least four positions, the last one the first. */
const ringSchema = z.array(positionSchema).min(4);

export const pointSchema = z
  .object({ type: z.literal("Point"), coordinates: positionSchema })
  .strict();
export const polygonSchema = z
  .object({ type: z.literal("Polygon"), coordinates: z.array(ringSchema).min(1) })
  .strict();
export const multiPolygonSchema = z
  .object({
    type: z.literal("MultiPolygon"),
    coordinates: z.array(z.array(ringSchema).min(1)).min(1),
  })
  .strict();

/** A zone is drawn as a polygon (or several). */
export const zoneShapeSchema = z.discriminatedUnion("type", [polygonSchema, multiPolygonSchema]);
/** An area is a pin (Point) or drawn (Polygon); only a drawn area contains locations (spec 5). */
export const areaShapeSchema = z.discriminatedUnion("type", [
  pointSchema,
  polygonSchema,
  multiPolygonSchema,
]);

/** An area (spec 3): id, name, parent_name (the governorate), osm_id, shape, zone_id, branch. */
export const areaSchema = z
  .object({
    id: idSchema,
    name: localizedTextSchema,
    parent_name: localizedTextSchema.nullable(),
    /** The OpenStreetMap object of the area, when known. */
    osm_id: z.number().int().positive().nullable(),
    shape: areaShapeSchema,
    zone_id: idSchema,
    branch: idSchema,
  })
  .strict();

/** A delivery zone (spec 3) with its areas. */
export const zoneSchema = z
  .object({
    id: idSchema,
    /** Only visible zones deliver (spec 5); hidden ones are answered so a stale selection can be cleared. */
    visible: z.boolean(),
    fees: amountSchema,
    min_order: amountSchema,
    /** Null when the zone sets none: the client applies the spec's default, 30 minutes. */
    delivery_time: z.number().int().positive().nullable(),
    unit: z.enum(["minute", "hour", "day"]),
    branch: idSchema,
    name: localizedTextSchema,
    /** The colour the zone is drawn in on the map. */
    color: z.string().max(40).nullable(),
    shape: zoneShapeSchema,
    areas: z.array(areaSchema),
  })
  .strict();

/** A country a branch ships to (spec 3, Country (shipping)). */
export const shippingCountrySchema = z
  .object({
    id: idSchema,
    country: localizedTextSchema,
    country_iso: z.string().regex(/^[A-Z]{2}$/),
    icon: z.string().max(500).nullable(),
    fees_per_kg: amountSchema,
    fixed_fees: amountSchema,
    min_order: amountSchema,
    branch_id: idSchema,
  })
  .strict();

/** The delivery form (spec 3, Delivery config form): its type and each field's settings. */
export const shippingFormSchema = z
  .object({
    type: z.enum(["residency"]),
    fields: addressFieldsSchema,
  })
  .strict();

export const getZonesParamsSchema = z
  .object({ businessId: getRestaurantParamsSchema.shape.reference_id })
  .strict();

export const getZonesQuerySchema = z
  .object({ shipping: z.enum(["true", "false"]).optional() })
  .strict();

export const getZonesAnswerSchema = successAnswerSchema({
  zones: z.array(zoneSchema),
  /** With `?shipping=true`: empty when the business does not ship. */
  countries: z.array(shippingCountrySchema).optional(),
  /** With `?shipping=true`. */
  shipping_form: shippingFormSchema.optional(),
});

export type AreaDto = z.infer<typeof areaSchema>;
export type ZoneDto = z.infer<typeof zoneSchema>;
export type ShippingCountryDto = z.infer<typeof shippingCountrySchema>;
export type ShippingForm = z.infer<typeof shippingFormSchema>;
export type GetZonesQuery = z.input<typeof getZonesQuerySchema>;
export type GetZonesAnswer = z.infer<typeof getZonesAnswerSchema>;
