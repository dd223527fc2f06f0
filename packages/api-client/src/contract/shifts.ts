import { z } from "zod";
import { pathIdSchema } from "./menu.js";
import { getRestaurantParamsSchema } from "./restaurant.js";
import { sellingTypeStringSchema } from "./selling-types.js";
import { successAnswerSchema } from "./envelope.js";

/** One opening span: `{ from: "11:00", to: "01:00" }` runs past midnight; `"24"` to `"24"` is all day. */
export const shiftSpanSchema = z.object({ from: z.string(), to: z.string() }).strict();

export const getShiftsParamsSchema = getRestaurantParamsSchema;

/** Which selling type's hours, and at which branch (default: the business's default branch). */
export const getShiftsQuerySchema = z
  .object({
    type: sellingTypeStringSchema.default("delivery"),
    branch_id: pathIdSchema.optional(),
  })
  .strict();

/**
 * GET webapp/v5/shifts/{referenceId}: "today and other days" (spec sections 3 and 7) of one selling
 * type at one branch, computed at the server's clock in the business's time zone.
 */
export const getShiftsAnswerSchema = successAnswerSchema({
  branch_id: z.number().int().positive(),
  time_zone: z.string().min(1),
  today: z
    .object({
      status: z.enum(["open", "closed"]),
      opens_at: z.string().nullable(),
      /** When the branch, busy, takes this selling type's orders again; null when it is not paused. */
      paused_until: z.string().nullable(),
      shifts: z.array(shiftSpanSchema),
    })
    .strict(),
  other_days: z
    .array(
      z
        .object({
          weekday: z.number().int().min(0).max(6),
          slots: z.array(shiftSpanSchema),
        })
        .strict(),
    )
    .length(6),
});

export type GetShiftsQuery = z.input<typeof getShiftsQuerySchema>;
export type GetShiftsAnswer = z.infer<typeof getShiftsAnswerSchema>;
