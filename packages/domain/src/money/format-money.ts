import { currencyDigits } from "./currency-digits.js";
import type { Money } from "./money.js";

/**
 * The currency as the interface language names it, from Intl: `KWD` in English, `د.ك.` in Arabic.
 * An unknown code is shown as it is.
 */
export function currencyLabel(currency: string, language: string): string {
  const key = `${currency} ${language}`;
  let label = currencyLabels.get(key);
  if (label === undefined) {
    label = readCurrencyLabel(currency, language);
    currencyLabels.set(key, label);
  }
  return label;
}

// Intl formatters are slow to build and a menu prints hundreds of prices: both caches are memos of
// pure functions, bounded by the currencies and languages that exist.
const currencyLabels = new Map<string, string>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function readCurrencyLabel(currency: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, {
      style: "currency",
      currency,
      currencyDisplay: "symbol",
    }).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * An amount for people (spec section 9): the business's decimal digits, followed by the
 * translated currency. Digits are always Latin so that server and browser print the same text.
 * `formatMoney(money(1250, "KWD"), "en") === "1.250 KWD"`
 */
export function formatMoney({ amount, currency }: Money, language: string): string {
  const digits = currencyDigits(currency);
  const number = numberFormat(language, digits).format(amount / 10 ** digits);
  return `${number} ${currencyLabel(currency, language)}`;
}

function numberFormat(language: string, digits: number): Intl.NumberFormat {
  const key = `${language} ${digits}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      numberingSystem: "latn",
    });
    numberFormats.set(key, format);
  }
  return format;
}
