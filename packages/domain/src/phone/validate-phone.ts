import { latinDigits } from "../language/latin-digits.js";
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from "libphonenumber-js/min";
import { assert } from "../shared/assert.js";
import { PHONE_INVARIANT } from "./invariants.js";
import { defaultPhoneCountry, maximumPhoneDigits, minimumPhoneDigits } from "./phone-rules.js";

/** Why a phone input is refused. */
export type PhoneRefusal =
  "NOT_A_NUMBER" | "TOO_SHORT" | "TOO_LONG" | "INVALID_LENGTH" | "INVALID_COUNTRY";

/** A phone input checked: refused with a reason, or normalised. */
export type PhoneCheck =
  | {
      readonly ok: true;
      /** The number in E.164: `+96599999999`. */
      readonly e164: string;
      /** The dial code without the plus: `965`. */
      readonly callingCode: string;
      /** The number within its country: `99999999`. */
      readonly nationalNumber: string;
    }
  | { readonly ok: false; readonly code: PhoneRefusal };

const allowedInput = /^\+?[0-9\s\-.()]*$/;

/**
 * Checks a phone input (spec section 5: "at least 2 digits, at most 17; rejected as not a number,
 * too short or too long. Country calling codes and lengths follow a per-country table.") and
 * normalises it to E.164. A number typed with `+` or `00` carries its own country; otherwise it is
 * read in `country` (default KW). Digits may be Latin or Arabic; spaces, dashes, dots and
 * brackets are ignored; anything else is NOT_A_NUMBER.
 * `validatePhone("9999 9999")` is `{ ok: true, e164: "+96599999999", callingCode: "965", nationalNumber: "99999999" }`
 */
export function validatePhone(input: string, country: string = defaultPhoneCountry): PhoneCheck {
  const text = latinDigits(input.trim());
  const digits = text.replace(/\D/g, "").length;
  if (!allowedInput.test(text) || digits === 0) return { ok: false, code: "NOT_A_NUMBER" };
  if (digits < minimumPhoneDigits) return { ok: false, code: "TOO_SHORT" };
  if (digits > maximumPhoneDigits) return { ok: false, code: "TOO_LONG" };

  const code = country.trim().toUpperCase();
  const readIn = isSupportedCountry(code) ? code : undefined;
  const refusal = validatePhoneNumberLength(text, readIn);
  if (refusal !== undefined) return { ok: false, code: refusal };

  const phone = parsePhoneNumberFromString(text, readIn);
  assert(phone !== undefined, PHONE_INVARIANT.POSSIBLE_BUT_UNPARSED);
  // The E.164 form must itself pass, so that it reads back as itself: a national number that
  // starts with its trunk prefix can change when read from abroad, with its calling code it may
  // exceed 17 digits, and some lengths are dialable only inside the country (7 digits in Canada).
  if (parsePhoneNumberFromString(phone.number)?.number !== phone.number) {
    return { ok: false, code: "NOT_A_NUMBER" };
  }
  if (phone.number.length - 1 > maximumPhoneDigits) return { ok: false, code: "TOO_LONG" };
  const asDialledFromAbroad = validatePhoneNumberLength(phone.number);
  if (asDialledFromAbroad !== undefined) return { ok: false, code: asDialledFromAbroad };
  return {
    ok: true,
    e164: phone.number,
    callingCode: phone.countryCallingCode,
    nationalNumber: phone.nationalNumber,
  };
}
