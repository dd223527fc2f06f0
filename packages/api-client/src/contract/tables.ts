import { z } from "zod";
import { localizedTextSchema } from "./localized-text.js";
import { pathIdSchema } from "./menu.js";
import { successAnswerSchema } from "./envelope.js";

/**
 * `GET webapp/tables/{id}` (spec 7, answer not shown): the dine-in tables of a branch grouped by
 * floor, with the business's words for "table" and "floor" (spec 3, table_label and floor_label).
 */

export const getTablesParamsSchema = z.object({ id: pathIdSchema }).strict();

export const diningTableSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    seats: z.number().int().positive(),
  })
  .strict();

export const floorSchema = z
  .object({
    name: localizedTextSchema,
    tables: z.array(diningTableSchema).min(1),
  })
  .strict();

export const getTablesAnswerSchema = successAnswerSchema({
  /** Null: the storefront's own word ("Table"). */
  table_label: z.string().nullable(),
  /** Null: the storefront's own word ("Floor"). */
  floor_label: z.string().nullable(),
  /** In the business's order; a branch without tables has none. */
  floors: z.array(floorSchema),
});

export type DiningTableDto = z.infer<typeof diningTableSchema>;
export type FloorDto = z.infer<typeof floorSchema>;
export type GetTablesAnswer = z.infer<typeof getTablesAnswerSchema>;
