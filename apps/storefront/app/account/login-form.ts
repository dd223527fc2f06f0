import { latinDigits, phoneCountry, validatePhone } from "@storefront/domain";
import { commonCountries } from "../checkout/dial-codes";

/** The codes a phone is refused with, as the API says them (read-phone.ts), for the messages. */
export type PhoneErrorCode =
  | "PHONE_NOT_A_NUMBER"
  | "PHONE_TOO_SHORT"
  | "PHONE_TOO_LONG"
  | "PHONE_COUNTRY_UNKNOWN"
  | "PHONE_INVALID";

const phoneErrors = {
  NOT_A_NUMBER: "PHONE_NOT_A_NUMBER",
  TOO_SHORT: "PHONE_TOO_SHORT",
  TOO_LONG: "PHONE_TOO_LONG",
  INVALID_COUNTRY: "PHONE_COUNTRY_UNKNOWN",
  INVALID_LENGTH: "PHONE_INVALID",
} as const;

export type Channel = "sms" | "whatsapp";

/**
 * The countries the phone field offers, the business's first (else KW, spec 9), each named in the
 * interface language with its calling code: `{ value: "KW", label: "Kuwait +965" }`.
 */
export function phoneCountries(
  businessCountry: string | null | undefined,
  language: string,
): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language, "en"], { type: "region" });
  const seen = new Set<string>();
  return [businessCountry ?? "KW", ...commonCountries].flatMap((country) => {
    const row = phoneCountry(country);
    if (!row.ok || seen.has(row.country)) return [];
    seen.add(row.country);
    return [
      { value: row.country, label: `${names.of(row.country) ?? row.country} +${row.callingCode}` },
    ];
  });
}

/** The channels the login offers: WhatsApp when the business has a WhatsApp number (ADR 026). */
export function offeredChannels(whatsappPhone: string | null | undefined): Channel[] {
  return whatsappPhone ? ["sms", "whatsapp"] : ["sms"];
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The phone step's form: the phone read in the chosen country by spec 5's rules (the same check
 * the API makes, so most mistakes are said without a call), and the channel among those offered.
 */
export function readPhoneForm(
  form: FormData,
  offered: readonly Channel[],
  fallbackCountry: string,
):
  | { ok: true; phone: string; country: string; channel: Channel; e164: string }
  | { ok: false; error: PhoneErrorCode; phone: string; country: string } {
  const phone = text(form, "phone").slice(0, 40);
  const chosen = text(form, "country").toUpperCase();
  const country = /^[A-Z]{2}$/.test(chosen) ? chosen : fallbackCountry;
  const asked = text(form, "channel");
  const channel = offered.find((offer) => offer === asked) ?? "sms";
  const check = validatePhone(phone, country);
  if (!check.ok) return { ok: false, error: phoneErrors[check.code], phone, country };
  return { ok: true, phone, country, channel, e164: check.e164 };
}

/** The code as typed, in Latin digits without spaces; null unless it is six digits. */
export function readCode(form: FormData): string | null {
  const code = latinDigits(text(form, "code")).replace(/[\s-]/g, "");
  return /^[0-9]{6}$/.test(code) ? code : null;
}

/** A challenge id as the API gives it (128 random bits, base64url), or null. */
export function readChallengeId(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null;
}

export type NameErrors = { name?: "required" | "tooLong"; email?: "invalid" };

/**
 * The name and email of the registration and profile forms (the API's rules: a name of 1 to 80
 * characters, an optional email of at most 254); an empty email is none.
 */
export function readNameForm(
  form: FormData,
):
  | { ok: true; name: string; email: string | null }
  | { ok: false; errors: NameErrors; name: string; email: string } {
  const name = text(form, "name").trim();
  const email = text(form, "email").trim();
  const errors: NameErrors = {};
  if (name === "") errors.name = "required";
  else if (name.length > 80) errors.name = "tooLong";
  if (email !== "" && (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
    errors.email = "invalid";
  }
  if (errors.name || errors.email) return { ok: false, errors, name, email };
  return { ok: true, name, email: email === "" ? null : email };
}

/** Seconds as the interface language says them: `waitText(30, "en") === "30 seconds"`. */
export function waitText(seconds: number, language: string): string {
  const minutes = Math.ceil(seconds / 60);
  const [value, unit] = seconds >= 120 ? [minutes, "minute"] : [seconds, "second"];
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(
    value,
  );
}
