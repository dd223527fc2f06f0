import { z } from "zod";
import { languageCodeSchema, localizedTextSchema } from "./localized-text.js";
import { pathIdSchema } from "./menu.js";
import { successAnswerSchema } from "./envelope.js";

/**
 * `GET tags-ingredients?branch_id&locale` (spec 7, answer not shown): the tags and ingredients of
 * the visible items a branch sells, for the menu's filters and the item page. Items name them by id
 * (`tag_ids`, `ingredient_ids`). Names carry every translation (ADR 004); `locale` orders each
 * list alphabetically in that language, the business's first language without it.
 */

export const tagsIngredientsQuerySchema = z
  .object({ branch_id: pathIdSchema, locale: languageCodeSchema.optional() })
  .strict();

export const tagSchema = z
  .object({
    id: z.number().int().positive(),
    /** A stable slug a storefront may draw an icon for: "spicy", "vegetarian", "gluten-free". */
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: localizedTextSchema,
  })
  .strict();

export const ingredientSchema = z
  .object({ id: z.number().int().positive(), name: localizedTextSchema })
  .strict();

export const tagsIngredientsAnswerSchema = successAnswerSchema({
  tags: z.array(tagSchema),
  ingredients: z.array(ingredientSchema),
});

export type TagDto = z.infer<typeof tagSchema>;
export type IngredientDto = z.infer<typeof ingredientSchema>;
export type TagsIngredientsQuery = z.output<typeof tagsIngredientsQuerySchema>;
export type TagsIngredientsAnswer = z.infer<typeof tagsIngredientsAnswerSchema>;
