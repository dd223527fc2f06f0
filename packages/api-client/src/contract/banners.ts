import { z } from "zod";
import { webUrlSchema } from "./business-settings.js";
import { localizedTextSchema } from "./localized-text.js";
import { pathIdSchema } from "./menu.js";
import { successAnswerSchema } from "./envelope.js";

/**
 * `GET webapp/banners/{id}?date=DD-MM-YYYY` (spec 7, answer not shown): the banners a branch shows
 * on a day; `POST webapp/banners/reach` (body: banners) counts that customers saw them
 * (docs/decisions/018-browse-calls.md).
 */

const idSchema = z.number().int().positive();

/** A calendar day as the spec writes it, DD-MM-YYYY, that exists (31-02-2026 does not); read as YYYY-MM-DD. */
export const specDateSchema = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, "must be a day written DD-MM-YYYY")
  .transform((text, context) => {
    const [day = 0, month = 0, year = 0] = text.split("-").map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    const exists =
      year >= 2000 &&
      year <= 2099 &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day;
    if (!exists) {
      context.addIssue({ code: "custom", message: "must be a day of the years 2000 to 2099" });
      return z.NEVER;
    }
    return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  });

export const getBannersParamsSchema = z.object({ id: pathIdSchema }).strict();

export const getBannersQuerySchema = z
  .object({
    /** The customer's day, in the business's calendar. */
    date: specDateSchema,
    /** A signed-in customer's token; accepted for the spec's sake and not read yet (no banner is for members only). */
    token: z
      .string()
      .regex(/^[A-Za-z0-9._~+/=-]{1,512}$/)
      .optional(),
  })
  .strict();

/** Where a tap on a banner leads; the storefront builds the page's path from the ids. */
export const bannerLinkSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("item"), item_id: idSchema, category_id: idSchema }).strict(),
  z.object({ type: z.literal("category"), category_id: idSchema }).strict(),
  z.object({ type: z.literal("url"), url: webUrlSchema }).strict(),
]);

export const bannerSchema = z
  .object({
    id: idSchema,
    title: localizedTextSchema,
    text: localizedTextSchema.nullable(),
    /** The picture; null until it has one. */
    image: webUrlSchema.nullable(),
    link: bannerLinkSchema.nullable(),
  })
  .strict();

export const getBannersAnswerSchema = successAnswerSchema({
  /** In the order the business placed them. */
  banners: z.array(bannerSchema),
});

/** The banners a customer saw, each once. */
export const bannersReachBodySchema = z
  .object({
    banners: z
      .array(idSchema.max(2_147_483_647))
      .min(1)
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, { message: "must not repeat an id" }),
  })
  .strict();

export const bannersReachAnswerSchema = successAnswerSchema({});

export type BannerLink = z.infer<typeof bannerLinkSchema>;
export type BannerDto = z.infer<typeof bannerSchema>;
export type GetBannersQuery = z.input<typeof getBannersQuerySchema>;
export type GetBannersAnswer = z.infer<typeof getBannersAnswerSchema>;
export type BannersReachBody = z.infer<typeof bannersReachBodySchema>;
export type BannersReachAnswer = z.infer<typeof bannersReachAnswerSchema>;
