import { latinDigits, parseDecimal } from "@storefront/domain";

export type PriceInput =
  | { ok: true; minor: number }
  | { ok: false; problem: "NOT_A_PRICE" | "TOO_MANY_DIGITS" | "TOO_HIGH" };

/** The most one price may be, in minor units: what the API takes. */
const highestMinor = 100_000_000;

/**
 * A price as staff type it, in the business's currency, as minor units: Arabic-Indic digits and
 * the Arabic decimal separator are read as a phone's Arabic keyboard types them, and more digits
 * than the currency has are refused rather than rounded (1.2505 KWD is not a price).
 * `readPriceInput("١٫٢٥٠", "KWD")` gives `{ ok: true, minor: 1250 }`.
 */
export function readPriceInput(text: string, currency: string): PriceInput {
  const latin = latinDigits(text).replace(/[\u066B,]/g, ".");
  const parsed = parseDecimal(latin, currency);
  if (!parsed.ok)
    return {
      ok: false,
      problem: parsed.code === "TOO_MANY_DIGITS" ? "TOO_MANY_DIGITS" : "NOT_A_PRICE",
    };
  const minor = parsed.money.amount;
  if (minor < 0) return { ok: false, problem: "NOT_A_PRICE" };
  if (minor > highestMinor) return { ok: false, problem: "TOO_HIGH" };
  return { ok: true, minor };
}
