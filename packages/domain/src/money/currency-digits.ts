import * as iso4217 from "dinero.js/currencies";

/** The spec's own currency table (section 9); it wins over ISO 4217. */
export const specCurrencyDigits: Readonly<Record<string, number>> = {
  KWD: 3,
  BHD: 3,
  JOD: 3,
  OMR: 3,
  TND: 3,
  LYD: 3,
  USD: 2,
  EUR: 2,
  JPY: 0,
  KRW: 0,
};

/** Digits used for a code found in neither table (spec section 9: "default 3 if unknown"). */
export const unknownCurrencyDigits = 3;

const isoCurrencies = iso4217 as unknown as Readonly<
  Record<string, { code: string; exponent: number } | undefined>
>;

/**
 * Decimal digits of a currency: the spec's table, then ISO 4217 (from dinero.js), then 3.
 * `currencyDigits("KWD") === 3`, `currencyDigits("CHF") === 2`, `currencyDigits("XYZ") === 3`
 */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  return specCurrencyDigits[code] ?? isoCurrencies[code]?.exponent ?? unknownCurrencyDigits;
}
