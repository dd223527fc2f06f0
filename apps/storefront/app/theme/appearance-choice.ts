import { appearances, type Appearance } from "./appearance-cookie";

/** The choices of the settings' appearance form: the business's own look, or one of the customer's. */
export const appearanceChoices = ["business", ...appearances] as const;
export type AppearanceChoice = (typeof appearanceChoices)[number];

/**
 * The appearance posted by the settings form: null for "as the business shows it", undefined for
 * anything that is not a choice. `parseAppearanceChoice("dark") === "dark"`
 */
export function parseAppearanceChoice(
  value: FormDataEntryValue | null,
): Appearance | null | undefined {
  if (value === "business") return null;
  return appearances.find((appearance) => appearance === value);
}
