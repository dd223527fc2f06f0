import { z } from "zod";
import { pathIdSchema } from "./menu.js";
import { successAnswerSchema } from "./envelope.js";

/**
 * `POST webapp/visit/{id}` (spec 7, not shown): counts a visit to a branch's storefront, on the
 * web or inside the business's own app. `{id}` is the branch's id; nothing about the visitor is
 * kept.
 */

export const visitParamsSchema = z.object({ id: pathIdSchema }).strict();

/** The body may be left out; `source` is `web` unless the page runs inside the business's app. */
export const visitBodySchema = z
  .object({ source: z.enum(["web", "app"]).optional() })
  .strict()
  .optional();

export const visitAnswerSchema = successAnswerSchema({});

export type VisitBody = z.infer<typeof visitBodySchema>;
export type VisitAnswer = z.infer<typeof visitAnswerSchema>;
