import { latinDigits } from "@storefront/domain";
import type { AddressFieldName, AddressFieldSetting } from "@storefront/api-client";
import { addressFieldLimits } from "./address-field-limits";
import {
  addressFieldOrder,
  type AddressType,
  readAddressType,
  shownAddressFields,
} from "./address-field-rules";

/** Each address field's settings, as the business's checkout settings give them. */
export type AddressFieldSettings = Readonly<Record<AddressFieldName, AddressFieldSetting>>;

/** Why a field's value is refused; the page translates the code (the business's message wins for a pattern). */
export type AddressFieldErrorCode = "REQUIRED" | "TOO_LONG" | "DIGITS_ONLY" | "PATTERN";

export interface AddressFieldError {
  code: AddressFieldErrorCode;
  /** For TOO_LONG: the longest value allowed. */
  maxLength?: number;
  /** For PATTERN: the business's own words for its rule, when it wrote some. */
  message?: string;
}

/** The refusals of a form, by field; `type` when no address type was chosen. */
export type AddressErrors = Partial<Record<AddressFieldName | "type", AddressFieldError>>;

/** An address the cart can keep: its type and the filled fields of that type. */
export type AddressValues = { type: AddressType } & Partial<Record<AddressFieldName, string>>;

export type AddressValidation =
  { ok: true; address: AddressValues } | { ok: false; errors: AddressErrors };

/** A field's rule with the contract's limits applied: what the input and the check both use. */
export interface AddressFieldRule {
  required: boolean;
  /** The business's maximum length, never above what the cart can keep. */
  maxLength: number;
  digitsOnly: boolean;
  pattern: RegExp | null;
  message: string | null;
  trigger: "onBlur" | "onChange";
}

/**
 * A field's rule (spec 5: "Form fields may carry rules with a pattern, a validator, a message and a
 * trigger (onBlur or onChange), with maximum length and digit filtering"). The pattern is read as
 * an HTML `pattern` attribute is, against the whole value; one that does not compile checks nothing.
 */
export function addressFieldRule(
  name: AddressFieldName,
  setting: AddressFieldSetting,
): AddressFieldRule {
  const limit = addressFieldLimits[name];
  return {
    required: setting.required,
    maxLength: Math.min(setting.max_length ?? limit.maxLength, limit.maxLength),
    digitsOnly: setting.digits_only || limit.digitsOnly,
    pattern: compilePattern(setting.pattern),
    message: setting.message?.trim() || null,
    trigger: setting.trigger,
  };
}

function compilePattern(pattern: string | null): RegExp | null {
  if (!pattern) return null;
  for (const flags of ["u", ""]) {
    try {
      return new RegExp(`^(?:${pattern})$`, flags);
    } catch {
      // Try without the Unicode flag, then give up: a broken rule must not block every order.
    }
  }
  return null;
}

/** A value as the check reads it: trimmed, and with Latin digits in a digits-only field. */
export function normalizeFieldValue(rule: AddressFieldRule, value: string): string {
  const trimmed = value.trim();
  return rule.digitsOnly ? latinDigits(trimmed) : trimmed;
}

/**
 * The refusal of one field's value, or null when it is fine: a required field left blank, a value
 * over the maximum length, anything but digits in a digits-only field, a value that does not match
 * the business's pattern. An optional blank field is fine whatever its pattern says.
 * `validateAddressField("block", "", { ...setting, required: true })` is `{ code: "REQUIRED" }`
 */
export function validateAddressField(
  name: AddressFieldName,
  value: string,
  setting: AddressFieldSetting,
): AddressFieldError | null {
  const rule = addressFieldRule(name, setting);
  const text = normalizeFieldValue(rule, value);
  if (text === "") return rule.required ? { code: "REQUIRED" } : null;
  if ([...text].length > rule.maxLength) return { code: "TOO_LONG", maxLength: rule.maxLength };
  if (rule.digitsOnly && !/^\d+$/.test(text)) return { code: "DIGITS_ONLY" };
  if (rule.pattern && !rule.pattern.test(text)) {
    return rule.message ? { code: "PATTERN", message: rule.message } : { code: "PATTERN" };
  }
  return null;
}

/**
 * The delivery form's one check, run by the browser before it posts and by the action after:
 * an address type, then each field the business switched on that belongs to that type (spec 3,
 * "Address form fields"; docs/decisions/017-delivery-steps.md), by its rule. Fields that are off or
 * belong to another type are dropped, whatever was posted; blank optional ones are left out.
 * `validateAddress({ type: "1", block: "3", street: "Baghdad", house_number: "12" }, fields).ok === true`
 */
export function validateAddress(
  posted: Readonly<Partial<Record<string, unknown>>>,
  fields: AddressFieldSettings,
): AddressValidation {
  const type = readAddressType(posted.type);
  if (type === null) return { ok: false, errors: { type: { code: "REQUIRED" } } };
  const errors: AddressErrors = {};
  const address: AddressValues = { type };
  for (const name of shownAddressFields(fields, type)) {
    const raw = posted[name];
    const value = typeof raw === "string" ? raw : "";
    const error = validateAddressField(name, value, fields[name]);
    if (error) {
      errors[name] = error;
      continue;
    }
    const text = normalizeFieldValue(addressFieldRule(name, fields[name]), value);
    if (text !== "") address[name] = text;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, address };
}

/** The posted fields of a form, as `validateAddress` reads them. */
export function postedAddress(form: FormData): Partial<Record<string, string>> {
  const posted: Partial<Record<string, string>> = {};
  for (const name of ["type", ...addressFieldOrder]) {
    const value = form.get(name);
    if (typeof value === "string") posted[name] = value;
  }
  return posted;
}
