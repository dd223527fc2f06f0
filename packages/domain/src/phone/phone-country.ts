import { getCountryCallingCode, isSupportedCountry, Metadata } from "libphonenumber-js/min";
import { defaultPhoneCountry } from "./phone-rules.js";

/** A country's row of the phone table: its calling code and the possible national lengths. */
export type PhoneCountry =
  | {
      readonly ok: true;
      readonly country: string;
      /** Without the plus: `965`. */
      readonly callingCode: string;
      /** Possible lengths of a national number, in digits: `[7, 8]` for Kuwait. */
      readonly possibleLengths: readonly number[];
    }
  | { readonly ok: false; readonly code: "INVALID_COUNTRY" };

/**
 * Spec section 5: "Country calling codes and lengths follow a per-country table." The table is
 * libphonenumber-js's metadata; a code it does not know is INVALID_COUNTRY.
 * `phoneCountry("KW")` is `{ ok: true, country: "KW", callingCode: "965", possibleLengths: [7, 8] }`
 */
export function phoneCountry(country: string = defaultPhoneCountry): PhoneCountry {
  const code = country.trim().toUpperCase();
  if (!isSupportedCountry(code)) return { ok: false, code: "INVALID_COUNTRY" };
  const metadata = new Metadata();
  metadata.selectNumberingPlan(code);
  return {
    ok: true,
    country: code,
    callingCode: getCountryCallingCode(code),
    possibleLengths: metadata.numberingPlan?.possibleLengths() ?? [],
  };
}
