import { dialledPhone, validatePhone } from "@storefront/domain";
import { RequestFailure } from "../failures/request-failure.js";
import { provesPhone } from "../accounts/order-phone-proof.js";
import type { OrderContext } from "./load-order-context.js";

/**
 * ADR 038: unless the business has `disable_otp` on, a guest's order names a phone the device
 * proved by a code (its phone proof); a signed-in customer proved theirs by signing in. Else 428
 * PHONE_PROOF_REQUIRED with the phone as the server reads it, for the code to go to. A phone that
 * is not one, or an unknown branch (no context), is left to the order's own checks.
 */
export function requireProvenPhone(
  context: OrderContext | undefined,
  order: {
    readonly dialCode: string;
    readonly phone: string;
    /** A signed-in customer places it (their token is checked with the order). */
    readonly signedIn: boolean;
    readonly proof: string | undefined;
  },
  otpSecret: string,
  now: Date,
): void {
  if (order.signedIn || !context?.guestsProvePhone) return;
  const typed = validatePhone(dialledPhone(order.dialCode, order.phone), context.country);
  if (!typed.ok) return;
  const phone = typed.e164;
  if (provesPhone(otpSecret, order.proof, context.businessId, phone, now)) return;
  throw new RequestFailure(
    428,
    "PHONE_PROOF_REQUIRED",
    "Confirm this phone with a code before ordering",
    { phone },
  );
}
