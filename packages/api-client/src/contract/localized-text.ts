import { z } from "zod";

/** A language code of the interface (two or three letters, optionally with a region). */
export const languageCodeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/);

/**
 * A text in the business's languages, keyed by language code: `{ en: "Burger", ar: "برجر" }`.
 * Answers carry every translation so a page can switch language without another call.
 */
export const localizedTextSchema = z
  .record(languageCodeSchema, z.string())
  .refine((text) => Object.keys(text).length > 0, { message: "at least one translation" });

export type LocalizedText = z.infer<typeof localizedTextSchema>;
