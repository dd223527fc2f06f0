// Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits, as Arabic and Persian
// keyboards type them; the low four bits of each are the digit's value.
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * A text with every Arabic-Indic and Persian digit written as the Latin digit it means, the rest
 * as it was: what phone, price, code and search inputs read before anything else.
 * `latinDigits("٣٤-12 ۵") === "34-12 5"`
 */
export function latinDigits(text: string): string {
  return text.replace(arabicDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}
