import { latinDigits } from "@storefront/domain";

/**
 * What a digits-only field keeps of what the customer typed (spec 5: "digit filtering"): the
 * digits, Arabic-Indic ones read as Latin, and nothing else.
 * `keepDigits("٣٤-12 a") === "3412"`
 */
export function keepDigits(text: string): string {
  return latinDigits(text).replace(/\D/g, "");
}
