import { validatePhone } from "@storefront/domain";
import { RequestFailure } from "../failures/request-failure.js";

const failures = {
  NOT_A_NUMBER: ["PHONE_NOT_A_NUMBER", "The phone is not a number"],
  TOO_SHORT: ["PHONE_TOO_SHORT", "The phone is too short"],
  TOO_LONG: ["PHONE_TOO_LONG", "The phone is too long"],
  INVALID_COUNTRY: ["PHONE_COUNTRY_UNKNOWN", "The phone's country is not known"],
  INVALID_LENGTH: ["PHONE_INVALID", "The phone has a length its country does not use"],
} as const;

/**
 * A typed phone as E.164 by spec 5's rules, read in `country`; each refusal is a 400 with its own
 * stable code. `readPhone("5000 0001", "KW") === "+96550000001"`
 */
export function readPhone(phone: string, country: string): string {
  const check = validatePhone(phone, country);
  if (check.ok) return check.e164;
  const [code, message] = failures[check.code];
  throw new RequestFailure(400, code, message);
}
