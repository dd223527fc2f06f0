import { z } from "zod";
import { e164PhoneSchema } from "./business-settings.js";
import { localizedTextSchema } from "./localized-text.js";
import { getRestaurantParamsSchema } from "./restaurant.js";
import { pointSchema } from "./zones.js";
import { successAnswerSchema } from "./envelope.js";

/**
 * `GET webapp/branches/{businessId}` (spec 7: "Answer: branches"): the branches of a business for
 * its Branches page. `businessId` is the business's reference, as in the zones call (ADR 015).
 */

export const getBranchesParamsSchema = z
  .object({ businessId: getRestaurantParamsSchema.shape.reference_id })
  .strict();

/** The call takes no query. */
export const getBranchesQuerySchema = z.object({}).strict();

/** A branch as the Branches page shows it; its opening state comes from the shifts call. */
export const branchSchema = z
  .object({
    id: z.number().int().positive(),
    reference_id: z.string().min(1),
    name: localizedTextSchema,
    /** Its street address in the business's languages; null when none is known. */
    address: localizedTextSchema.nullable(),
    /** Where it is (GeoJSON, [lng, lat]), for a map or directions; null when unknown. */
    location: pointSchema.nullable(),
    phone: e164PhoneSchema.nullable(),
    /** The branch a storefront opens on when the customer chose none. */
    is_default: z.boolean(),
  })
  .strict();

export const getBranchesAnswerSchema = successAnswerSchema({
  /** In the business's order. */
  branches: z.array(branchSchema).min(1),
});

export type BranchDto = z.infer<typeof branchSchema>;
export type GetBranchesAnswer = z.infer<typeof getBranchesAnswerSchema>;
