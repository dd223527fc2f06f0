import {
  acceptedLanguages,
  fallbackLanguage,
  type InterfaceLanguage,
  interfaceLanguages,
} from "@storefront/domain";

/**
 * The interface language a payment's hosted page should speak, from the call's locale header
 * (spec 7; the storefront sends its interface language): the first one the interface has, else
 * English. `paymentLanguage("ar-KW,en;q=0.8") === "ar"`
 */
export function paymentLanguage(header: string | string[] | undefined): InterfaceLanguage {
  const given = Array.isArray(header) ? header.join(",") : header;
  const known = acceptedLanguages(given).find((language): language is InterfaceLanguage =>
    (interfaceLanguages as readonly string[]).includes(language),
  );
  return known ?? fallbackLanguage;
}
