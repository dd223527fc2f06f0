import { z } from "zod";
import { checkoutSettingsSchema } from "./checkout-settings.js";
import { languageCodeSchema, localizedTextSchema } from "./localized-text.js";

/** A CSS colour as the business set it: `#6d557c`, `rgb(109,85,124)` or `rgba(180,81,76,1)`. */
const cssColorSchema = z
  .string()
  .regex(
    /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|white|black)$/,
  );

export const darkModeSchema = z.enum(["auto", "off", "on"]);

export const branchSummarySchema = z
  .object({
    id: z.number().int().positive(),
    name: localizedTextSchema,
    reference_id: z.string().min(1),
  })
  .strict();

/** The business as the spec's section 3 lists it, limited to the fields the storefront reads so far. */
export const restaurantSchema = z
  .object({
    user_id: z.number().int().positive(),
    branch_id: z.number().int().positive(),
    branch_name: localizedTextSchema,
    branches: z.array(branchSummarySchema).min(1),
    reference_id: z.string().min(1),
    business_name: localizedTextSchema,
    business_type: z.string().min(1),
    /** ISO 4217 code; its decimal digits come from the domain's currency table. */
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** The business's languages, first one the default. */
    locales: z.array(languageCodeSchema).min(1),
    /** ISO 3166-1 alpha-2 country of the business; default KW. */
    country: z.string().regex(/^[A-Z]{2}$/),
    /** IANA time zone of the business; default Asia/Kuwait. */
    time_zone: z.string().min(1),
    theme_color: cssColorSchema.nullable(),
    theme_accent_color: cssColorSchema.nullable(),
    theme_background_color: cssColorSchema.nullable(),
    dark_mode: darkModeSchema,
    /** The business's policies, in order: a title and a text in its languages. */
    policies: z.array(z.object({ title: localizedTextSchema, body: localizedTextSchema }).strict()),
    /** How the business takes orders (checkoutDelivery, checkoutDineIn, checkoutCarPickup, payment_methods, …). */
    checkout: checkoutSettingsSchema,
  })
  .strict();

export const getRestaurantQuerySchema = z
  .object({
    theme_id: z.coerce.number().int().positive().optional(),
    wv: z.enum(["true", "false"]).optional(),
  })
  .strict();

export const getRestaurantParamsSchema = z
  .object({
    reference_id: z
      .string()
      .min(1)
      .max(120)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();

/** GET webapp/v5/restaurant/{reference_id}: the business a storefront is opened for. */
export const getRestaurantAnswerSchema = z
  .object({
    error: z.literal(0),
    message: z.string(),
    restaurant: restaurantSchema,
  })
  .strict();

export type DarkMode = z.infer<typeof darkModeSchema>;
export type BranchSummary = z.infer<typeof branchSummarySchema>;
export type Restaurant = z.infer<typeof restaurantSchema>;
export type GetRestaurantQuery = z.infer<typeof getRestaurantQuerySchema>;
export type GetRestaurantAnswer = z.infer<typeof getRestaurantAnswerSchema>;
