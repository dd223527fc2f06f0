import { z } from "zod";

/** A business's reference: the first segment of its link (`/demo`), letters, digits, `_` and `-`. */
export const referenceIdSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9_-]+$/);
