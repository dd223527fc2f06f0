import { assert, INVARIANT } from "../shared/assert.js";

/** An ISO 4217 currency code such as `KWD`. */
export type CurrencyCode = string;

/**
 * An amount of money: integer minor units (fils for KWD, cents for USD) and its currency.
 * Money never leaves minor units inside the domain; decimals exist only at the edges.
 */
export interface Money<C extends CurrencyCode = CurrencyCode> {
  readonly amount: number;
  readonly currency: C;
}

/** Makes a Money from integer minor units: `money(1250, "KWD")` is 1.250 KWD. */
export function money<C extends CurrencyCode>(amount: number, currency: C): Money<C> {
  assert(Number.isSafeInteger(amount), INVARIANT.NOT_AN_INTEGER);
  return { amount, currency };
}
