import { assert, INVARIANT } from "../shared/assert.js";
import { currencyDigits } from "./currency-digits.js";
import { money, type Money } from "./money.js";

/**
 * The amount as a decimal string with the currency's digits, for the edges (JSON for other
 * systems, receipts): `toDecimalString(money(1250, "KWD")) === "1.250"`.
 */
export function toDecimalString({ amount, currency }: Money): string {
  assert(Number.isSafeInteger(amount), INVARIANT.NOT_AN_INTEGER);
  const digits = currencyDigits(currency);
  const sign = amount < 0 ? "-" : "";
  const units = Math.abs(amount)
    .toString()
    .padStart(digits + 1, "0");
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

export type ParseDecimalResult<C extends string> =
  | { ok: true; money: Money<C> }
  | { ok: false; code: "NOT_A_DECIMAL" | "TOO_MANY_DIGITS" | "OUT_OF_RANGE" };

/**
 * Reads a decimal string into minor units without floating point; more digits than the currency
 * has is refused, never rounded. `parseDecimal("1.25", "KWD")` gives 1250 fils.
 */
export function parseDecimal<C extends string>(text: string, currency: C): ParseDecimalResult<C> {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return { ok: false, code: "NOT_A_DECIMAL" };
  const [, sign, whole = "", fraction = ""] = match;
  const digits = currencyDigits(currency);
  if (fraction.length > digits) return { ok: false, code: "TOO_MANY_DIGITS" };
  const amount = Number(`${whole}${fraction.padEnd(digits, "0")}`);
  if (!Number.isSafeInteger(amount)) return { ok: false, code: "OUT_OF_RANGE" };
  return { ok: true, money: money(sign && amount !== 0 ? -amount : amount, currency) };
}
