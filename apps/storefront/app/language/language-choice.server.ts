import { interfaceLanguages, primarySubtag, type InterfaceLanguage } from "@storefront/domain";
import { z } from "zod";

const languageChoiceSchema = z.object({
  language: z.string().transform(primarySubtag).pipe(z.enum(interfaceLanguages)),
  returnTo: z.string().default("/"),
});

/** A customer's language choice from the language switch. */
export interface LanguageChoice {
  language: InterfaceLanguage;
  /** Where the form was sent from; not yet checked to be on this site. */
  returnTo: string;
}

/**
 * The language switch's form, or null when it does not name an interface language.
 * `parseLanguageChoice(form with language=ar, returnTo=/demo)` gives `{ language: "ar", returnTo: "/demo" }`
 */
export function parseLanguageChoice(form: FormData): LanguageChoice | null {
  const result = languageChoiceSchema.safeParse(Object.fromEntries(form));
  return result.success ? result.data : null;
}
