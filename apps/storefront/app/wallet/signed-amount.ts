/**
 * An amount with its sign, for the wallet's history: credits "+2.000 KWD", debits "−2.000 KWD"
 * (the minus sign U+2212, read as minus by screen readers). `format` writes the magnitude.
 * `signedAmount(-2000, (a) => `${a / 1000} KWD`)` is "−2 KWD".
 */
export function signedAmount(amount: number, format: (magnitude: number) => string): string {
  if (amount === 0) return format(0);
  return `${amount > 0 ? "+" : "\u2212"}${format(Math.abs(amount))}`;
}
