import { z } from "zod";
import { businessSettingsSchema, pixelSchema, webUrlSchema } from "./business-settings.js";
import { checkoutSettingsSchema } from "./checkout-settings.js";
import { cssColorSchema } from "./css-color.js";
import { menuDiscountsSchema } from "./discounts.js";
import { businessRatingSchema } from "./feedback.js";
import { languageCodeSchema, localizedTextSchema } from "./localized-text.js";
import { branchMenuSchema, smartCategorySchema } from "./menu.js";
import { currencyCodeSchema } from "./money.js";
import { successAnswerSchema } from "./envelope.js";
import { referenceIdSchema } from "./reference-id.js";

export { cssColorSchema } from "./css-color.js";

export const darkModeSchema = z.enum(["auto", "off", "on"]);

export const branchSummarySchema = z
  .object({
    id: z.number().int().positive(),
    name: localizedTextSchema,
    reference_id: z.string().min(1),
  })
  .strict();

/**
 * The business as the spec's section 3 lists it. Its display settings (`hide_price`,
 * `menu_layout`, `pixels`…) are always sent by this API; they are optional in the type so that
 * answers and test fixtures written before them still read, and `businessSettingsOf(restaurant)`
 * gives each one with its default (docs/decisions/018-browse-calls.md).
 */
export const restaurantSchema = z
  .object({
    ...businessSettingsSchema.partial().shape,
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
    /**
     * The business's rating (spec 3, `rate`): the average and count of its customers' reviews
     * (POST users/rate). Null while `show_rating` is off or before the first review.
     */
    rate: businessRatingSchema.nullable().optional(),
  })
  .strict();

export const getRestaurantQuerySchema = z
  .object({
    /** One of the business's saved themes, shown instead of its own (a preview). */
    theme_id: z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
      .transform(Number)
      .pipe(z.number().max(2_147_483_647))
      .optional(),
    /** `true`: the page is opened inside the business's own mobile app (a webview). */
    wv: z.enum(["true", "false"]).optional(),
  })
  .strict();

export const getRestaurantParamsSchema = z
  .object({
    reference_id: referenceIdSchema,
  })
  .strict();

/** The active branch's menu, sent with the business inside the business's own app (`wv=true`). */
export const restaurantMenuSchema = branchMenuSchema
  .extend({ branch_id: z.number().int().positive(), currency: currencyCodeSchema })
  .strict();

/**
 * GET webapp/v5/restaurant/{reference_id} and webapp/v5/restaurant-domain/{domain}: the business a
 * storefront is opened for, with what its first page needs (spec 7).
 */
export const getRestaurantAnswerSchema = successAnswerSchema({
  restaurant: restaurantSchema,
  /** The menu discounts per selling type (spec 3). */
  discounts: menuDiscountsSchema,
  /** Null, except with `wv=true`: then the active branch's menu, saving the app a round trip. */
  menu: restaurantMenuSchema.nullable(),
  /** The active branch's smart categories, as the menu call answers them. */
  smart_categories: z.array(smartCategorySchema),
  highlightedCat: z.number().int().positive().nullable(),
  showStandardSubCats: z.boolean(),
  /** Where to send the visitor instead (the business's own site); null: stay. */
  redirect: webUrlSchema.nullable(),
  /** The business's own site, when it has a host name of its own; null: none. */
  url: webUrlSchema.nullable(),
  /** The same list as `restaurant.pixels`: the tags a page loads. */
  pixels: z.array(pixelSchema),
});

/** A host name without a port, read in lower case (IDNs in their xn-- form): `bait-al-kuwait.localhost`. */
export const hostNameSchema = z
  .string()
  .max(253)
  .transform((host) => host.toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/,
        "must be a host name such as shop.example.com, without a port",
      ),
  );

export const getRestaurantByDomainParamsSchema = z
  .object({
    domain: hostNameSchema,
    /** The branch to open on, by its reference; the business's default branch without it. */
    activeBranchRef: getRestaurantParamsSchema.shape.reference_id.optional(),
  })
  .strict();

export type DarkMode = z.infer<typeof darkModeSchema>;
export type BranchSummary = z.infer<typeof branchSummarySchema>;
export type Restaurant = z.infer<typeof restaurantSchema>;
export type GetRestaurantQuery = z.infer<typeof getRestaurantQuerySchema>;
export type GetRestaurantAnswer = z.infer<typeof getRestaurantAnswerSchema>;
export type RestaurantMenu = z.infer<typeof restaurantMenuSchema>;
