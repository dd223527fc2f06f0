/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as the Latin digits they mean. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
}

/**
 * What a digits-only field keeps of what the customer typed (spec 5: "digit filtering"): the
 * digits, Arabic-Indic ones read as Latin, and nothing else.
 * `keepDigits("٣٤-12 a") === "3412"`
 */
export function keepDigits(text: string): string {
  return toLatinDigits(text).replace(/\D/g, "");
}
