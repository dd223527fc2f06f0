/**
 * The languages a customer can switch to, each named in itself so that anyone can find their own.
 * Only these have a message bundle so far.
 */
export const switchableLanguages = [
  { code: "en", name: "English" },
  { code: "ar", name: "العربية" },
] as const;
