import { phoneCountry } from "@storefront/domain";

/** Countries customers in the Gulf most often dial from, after the business's own. */
export const commonCountries = [
  "KW",
  "SA",
  "AE",
  "QA",
  "BH",
  "OM",
  "EG",
  "JO",
  "LB",
  "SY",
  "IQ",
  "IN",
  "PK",
  "BD",
  "LK",
  "NP",
  "PH",
  "ID",
  "GB",
  "US",
  "FR",
  "DE",
  "CH",
];

/**
 * The calling codes the phone field offers (spec 5: "Country calling codes and lengths follow a
 * per-country table"), the business's country first, each named in the interface language:
 * `dialCodes("KW", "en")[0]` is `{ value: "+965", label: "Kuwait +965" }`.
 */
export function dialCodes(
  businessCountry: string,
  language: string,
): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language, "en"], { type: "region" });
  const seen = new Set<string>();
  return [businessCountry, ...commonCountries].flatMap((country) => {
    const row = phoneCountry(country);
    if (!row.ok || seen.has(row.country)) return [];
    seen.add(row.country);
    const value = `+${row.callingCode}`;
    return [{ value, label: `${names.of(row.country) ?? row.country} ${value}` }];
  });
}
