import { z } from "zod";

/**
 * A menu discount (spec 3: "each discount has a type (percent or fixed) and a value"): a percent
 * value in basis points (1000 is 10 %), a fixed value in minor units of the business's currency
 * off one unit, as the domain's pricing reads them.
 */
export const discountSchema = z
  .object({
    id: z.number().int().positive(),
    type: z.enum(["percent", "fixed"]),
    value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .strict()
  .refine((discount) => discount.type === "fixed" || discount.value <= 10_000, {
    message: "a percent discount is at most 10000 basis points",
  });

/** A JSON object key holding a database id. */
const idKeySchema = z.string().regex(/^[1-9][0-9]{0,9}$/);

/** Spec 3: allMenuDiscount, itemsDiscounts by item id and categoriesDiscounts by category id. */
export const sellingTypeDiscountsSchema = z
  .object({
    allMenuDiscount: discountSchema.nullable(),
    itemsDiscounts: z.record(idKeySchema, discountSchema),
    categoriesDiscounts: z.record(idKeySchema, discountSchema),
  })
  .strict();

/** The menu's discounts per selling type, keyed as the spec names them. */
export const menuDiscountsSchema = z
  .object({
    pickup: sellingTypeDiscountsSchema,
    delivery: sellingTypeDiscountsSchema,
    dinein: sellingTypeDiscountsSchema,
  })
  .strict();

export type DiscountDto = z.infer<typeof discountSchema>;
export type SellingTypeDiscountsDto = z.infer<typeof sellingTypeDiscountsSchema>;
export type MenuDiscountsDto = z.infer<typeof menuDiscountsSchema>;
