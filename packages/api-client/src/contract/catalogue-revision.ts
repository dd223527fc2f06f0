import { z } from "zod";

/**
 * GET /webapp/v5/catalogue-revision: the number every write to what a storefront shows raises
 * (ADR 023), so a storefront knows whether pages it rendered still hold (ADR 053).
 */
export const catalogueRevisionAnswerSchema = z
  .object({ revision: z.number().int().nonnegative() })
  .strict();
