import { businessSettingsOf } from "@storefront/api-client";
import { dialledPhone, validatePhone } from "@storefront/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, businesses } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { provesPhone } from "../accounts/order-phone-proof.js";

/**
 * ADR 038: unless the business has `disable_otp` on, a guest's order names a phone the device
 * proved by a code (its phone proof); a signed-in customer proved theirs by signing in. Else 428
 * PHONE_PROOF_REQUIRED with the phone as the server reads it, for the code to go to. A phone that
 * is not one, or an unknown branch, is left to the order's own checks.
 */
export async function requireProvenPhone(
  db: Database,
  order: {
    readonly branchId: number;
    readonly dialCode: string;
    readonly phone: string;
    /** A signed-in customer places it (their token is checked with the order). */
    readonly signedIn: boolean;
    readonly proof: string | undefined;
  },
  otpSecret: string,
  now: Date,
): Promise<void> {
  if (order.signedIn) return;
  const [business] = await db
    .select({ id: businesses.id, country: businesses.country, settings: businesses.settings })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(branches.id, order.branchId));
  if (!business || businessSettingsOf(business.settings).disable_otp) return;
  const typed = validatePhone(dialledPhone(order.dialCode, order.phone), business.country);
  if (!typed.ok) return;
  const phone = typed.e164;
  if (provesPhone(otpSecret, order.proof, business.id, phone, now)) return;
  throw new RequestFailure(
    428,
    "PHONE_PROOF_REQUIRED",
    "Confirm this phone with a code before ordering",
    { phone },
  );
}
