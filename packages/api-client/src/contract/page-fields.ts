import { z } from "zod";

/** Where a page of a list stands: its number, from 1, and how many entries a page holds. */
export const pageFields = {
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
};
