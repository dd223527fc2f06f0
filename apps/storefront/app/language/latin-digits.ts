// ADR 045: every number a page formats is written in Latin digits, in every language.

/** A date and time format of the language, in Latin digits. */
export function latinDateTime(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { ...options, numberingSystem: "latn" });
}

/** A number format of the language, in Latin digits. */
export function latinNumber(language: string, options: Intl.NumberFormatOptions = {}) {
  return new Intl.NumberFormat(language, { ...options, numberingSystem: "latn" });
}
