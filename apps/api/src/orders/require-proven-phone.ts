import { businessSettingsOf, phoneProofHeader, phoneProofSchema } from "@storefront/api-client";
import { validatePhone } from "@storefront/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { branches, businesses, userPhones } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { provesPhone } from "../accounts/order-phone-proof.js";

/** The phone proof a call carries in its header, when it is one. */
export function phoneProofOf(request: FastifyRequest): string | undefined {
  const parsed = phoneProofSchema.safeParse(request.headers[phoneProofHeader.toLowerCase()]);
  return parsed.success ? parsed.data : undefined;
}

/**
 * ADR 038: unless the business has `disable_otp` on, an order's phone must be proven: a verified
 * phone of the signed-in customer, or one the device proved by a code (its phone proof). Else
 * 403 PHONE_PROOF_REQUIRED with the phone as the server reads it, for the code to go to. A phone
 * that is not one, an unknown branch or another business's customer is left to the order's own
 * checks.
 */
export async function requireProvenPhone(
  db: Database,
  order: {
    readonly branchId: number;
    readonly dialCode: string;
    readonly phone: string;
    /** The signed-in customer placing it. */
    readonly customer: { readonly userId: number; readonly businessId: number } | undefined;
    readonly proof: string | undefined;
  },
  otpSecret: string,
  now: Date,
): Promise<void> {
  const [business] = await db
    .select({ id: businesses.id, country: businesses.country, settings: businesses.settings })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(branches.id, order.branchId));
  if (!business || businessSettingsOf(business.settings).disable_otp) return;
  const { customer } = order;
  if (customer && customer.businessId !== business.id) return;
  const typed = validatePhone(
    `${order.dialCode}${order.phone.replace(/^\+/, "")}`,
    business.country,
  );
  if (!typed.ok) return;
  const phone = typed.e164;
  if (provesPhone(otpSecret, order.proof, business.id, phone, now)) return;
  if (customer) {
    const [verified] = await db
      .select({ phone: userPhones.phone })
      .from(userPhones)
      .where(and(eq(userPhones.userId, customer.userId), eq(userPhones.phone, phone)));
    if (verified) return;
  }
  throw new RequestFailure(
    403,
    "PHONE_PROOF_REQUIRED",
    "Confirm this phone with a code before ordering",
    { phone },
  );
}
