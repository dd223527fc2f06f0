import { z } from "zod";
import { dineInLabelSchema } from "./selling-types.js";

/** An advance as the spec gives it (`{ interval: 2, scale: "hour" }`). */
export const advanceIntervalSchema = z
  .object({
    interval: z.number().int().min(0).max(10_000),
    scale: z.enum(["min", "hour", "day"]),
  })
  .strict();

/** Scheduled orders of a selling type (spec 3: on, only_schedule, min_advance, max_advance). */
export const scheduledOrdersSchema = z
  .object({
    on: z.boolean(),
    only_schedule: z.boolean(),
    min_advance: advanceIntervalSchema.nullable(),
    max_advance: advanceIntervalSchema.nullable(),
  })
  .strict();

/** The address form fields of spec 3, in their order. */
export const addressFieldNames = [
  "city",
  "street",
  "block",
  "postcode",
  "building",
  "avenue",
  "intercom",
  "floor",
  "apartment",
  "parking",
  "note",
  "house_number",
  "office_number",
  "paci",
] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];

/** One field of the delivery form: on, required, and its rule (spec 5: pattern, message, trigger, maximum length, digits only). */
export const addressFieldSettingSchema = z
  .object({
    on: z.boolean(),
    required: z.boolean(),
    pattern: z.string().max(200).nullable(),
    message: z.string().max(200).nullable(),
    trigger: z.enum(["onBlur", "onChange"]),
    max_length: z.number().int().min(1).max(500).nullable(),
    digits_only: z.boolean(),
  })
  .strict();

export const addressFieldsSchema = z
  .object(
    Object.fromEntries(addressFieldNames.map((name) => [name, addressFieldSettingSchema])) as {
      [K in AddressFieldName]: typeof addressFieldSettingSchema;
    },
  )
  .strict();

/**
 * How a business takes orders (spec 3: checkoutDelivery, checkoutDineIn, checkoutCarPickup,
 * payment_methods, exclusiveTaxes, showCarInfo, table and floor labels, delivery config).
 * Amounts are minor units of the business's currency; rates are basis points.
 */
export const checkoutSettingsSchema = z
  .object({
    /** Payment method codes the business takes (spec 9), in the order offered. */
    payment_methods: z.array(z.number().int().min(1).max(9)).min(1),
    /** The business's exclusive tax rate on the net subtotal (cart field exclusiveTaxes). */
    exclusive_tax_basis_points: z.number().int().min(0).max(10_000),
    delivery: z
      .object({
        enabled: z.boolean(),
        /** Minimum order when the zone sets none. */
        min_order: z.number().int().min(0),
        shipping: z.boolean(),
        scheduled_orders: scheduledOrdersSchema,
        form_type: z.enum(["residency"]),
        fields: addressFieldsSchema,
        drop_pin: z.boolean(),
        enable_gift: z.boolean(),
      })
      .strict(),
    dine_in: z
      .object({
        enabled: z.boolean(),
        /** dinein or product_service (spec 3 dine_in_label). */
        label: dineInLabelSchema,
        table_label: z.string().max(40).nullable(),
        floor_label: z.string().max(40).nullable(),
        scheduled_orders: scheduledOrdersSchema,
      })
      .strict(),
    car_pickup: z
      .object({
        enabled: z.boolean(),
        /** Spec 9: showCarInfo default 1. */
        show_car_info: z.boolean(),
        scheduled_orders: scheduledOrdersSchema,
      })
      .strict(),
  })
  .strict();

export type AdvanceIntervalDto = z.infer<typeof advanceIntervalSchema>;
export type ScheduledOrdersDto = z.infer<typeof scheduledOrdersSchema>;
export type AddressFieldSetting = z.infer<typeof addressFieldSettingSchema>;
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;
