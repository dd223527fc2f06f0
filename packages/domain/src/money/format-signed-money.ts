import { currencyLabel, formatMoney } from "./format-money.js";
import type { Money } from "./money.js";

/** Left-to-right isolate and its end (Unicode bidi): the sign stays before the digits in any direction. */
const ltrIsolate = "\u2066";
const popIsolate = "\u2069";

/**
 * An amount with its sign for people: "−0.635 KWD" for a deduction (the minus sign U+2212, which
 * screen readers read as minus), "+0.02 CHF" with `plus` for an addition. The sign and the digits
 * sit in a left-to-right isolate, so in Arabic, Persian or Urdu text the minus stays before the
 * number instead of drifting after it (a lone minus takes the direction of the text around it).
 * `formatSignedMoney(money(-635, "KWD"), "ar")` is "⁦−0.635⁩ د.ك.".
 */
export function formatSignedMoney(
  value: Money,
  language: string,
  { plus = false }: { readonly plus?: boolean } = {},
): string {
  const magnitude = formatMoney(
    { amount: Math.abs(value.amount), currency: value.currency },
    language,
  );
  const sign = value.amount < 0 ? "\u2212" : plus && value.amount > 0 ? "+" : "";
  if (sign === "") return magnitude;
  // formatMoney writes the digits, a space and the currency's label.
  const label = ` ${currencyLabel(value.currency, language)}`;
  const digits = magnitude.slice(0, magnitude.length - label.length);
  return `${ltrIsolate}${sign}${digits}${popIsolate}${label}`;
}
