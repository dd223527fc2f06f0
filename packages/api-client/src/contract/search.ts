import { z } from "zod";
import { menuItemSchema, pathIdSchema } from "./menu.js";
import { menuItemTypeSchema } from "./selling-types.js";
import { currencyCodeSchema } from "./money.js";
import { text } from "./text.js";
import { successAnswerSchema } from "./envelope.js";

/**
 * `GET webapp/search/{term}` (spec 7, answer not shown): the items of a branch's menu that match a
 * term, best first, found as the search page finds them (ADR 009: every word, in any of the
 * item's languages, Arabic spelling folded) among the items shown now
 * (docs/decisions/018-browse-calls.md).
 */

/** The most characters a term may have (ADR 009: the search form takes at most 100). */
export const searchTermMaxLength = 100;

export const searchParamsSchema = z
  .object({
    term: text(searchTermMaxLength).regex(/\S/, "must hold a character other than a space"),
  })
  .strict();

export const searchQuerySchema = z
  .object({
    branch_id: pathIdSchema,
    /** Only items of this type shown now; every type without it. */
    type: menuItemTypeSchema.optional(),
    /** How many items at most: 1 to 50, 20 by default. */
    limit: z
      .string()
      .regex(/^[1-9][0-9]?$/, "must be a whole number from 1 to 50")
      .transform(Number)
      .pipe(z.number().max(50, "must be a whole number from 1 to 50"))
      .optional(),
  })
  .strict();

export const searchAnswerSchema = successAnswerSchema({
  /** The currency of every amount of the items. */
  currency: currencyCodeSchema,
  /** Best first. */
  items: z.array(menuItemSchema).max(50),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
