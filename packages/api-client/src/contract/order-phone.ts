import { z } from "zod";
import { e164PhoneSchema } from "./business-settings.js";
import { successAnswerSchema } from "./envelope.js";

/**
 * A guest proves the phone of an order (docs/decisions/038-guest-order-phones-and-limits.md):
 * `POST send-otp` with purpose `order_phone`, then `POST webapp/verify-order-phone` with the code
 * answers a phone proof, which `POST webapp/order` takes in the `X-Phone-Proof` header. Unless the
 * business's `disable_otp` is on, an order whose phone is neither proven so nor a verified phone of
 * the signed-in customer is 428 PHONE_PROOF_REQUIRED.
 */

/** The header `POST webapp/order` reads a phone proof from. */
export const phoneProofHeader = "X-Phone-Proof";

/** The business, the phone's digits, when it ends and the server's signature. */
export const phoneProofSchema = z
  .string()
  .max(120)
  .regex(/^\d{1,10}\.\d{6,15}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, "a phone proof");

/** How long a proof lasts on a device: orders from that phone on it need no new code until then. */
export const phoneProofDays = 90;

/** `POST webapp/verify-order-phone` answers the proof of the phone its code went to. */
export const orderPhoneProofAnswerSchema = successAnswerSchema({
  phone: e164PhoneSchema,
  phone_proof: phoneProofSchema,
  expires_in_seconds: z.number().int().min(0),
});

export type OrderPhoneProofAnswer = z.infer<typeof orderPhoneProofAnswerSchema>;
