import { z } from "zod";

/** GET /health: the API runs and its database answers (a 503 failure otherwise). */
export const healthAnswerSchema = z
  .object({ status: z.literal("ok"), database: z.literal("ok") })
  .strict();
