/**
 * Languages whose WhatsApp template code is not the bare subtag: Meta names Chinese, Portuguese
 * and Norwegian by region or by Bokmål.
 */
const regionalCodes: Readonly<Record<string, string>> = {
  zh: "zh_CN",
  pt: "pt_BR",
  no: "nb",
  nn: "nb",
};

/**
 * The template language code for an interface language: `"ar"` → `"ar"`, `"pt"` → `"pt_BR"`.
 * The template must be approved in it; Meta refuses a language it lacks (132001).
 */
export function templateLanguage(language: string): string {
  return regionalCodes[language] ?? language;
}
