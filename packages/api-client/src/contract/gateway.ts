import { z } from "zod";

/** A payment's reference at the gateway: 128 random bits, base64url. */
export const paymentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** The sandbox gateway's hosted page of one payment (docs/decisions/013-payments.md). */
export const sandboxPageParamsSchema = z.object({ paymentId: paymentIdSchema }).strict();

export const sandboxDecisionSchema = z.enum(["approve", "decline", "cancel"]);

/** The payer's press on the hosted page: approve, decline or cancel. */
export const sandboxDecisionParamsSchema = z
  .object({ paymentId: paymentIdSchema, decision: sandboxDecisionSchema })
  .strict();

/** The gateway's signed word that a payment was decided; the server still checks it itself. */
export const paymentCallbackBodySchema = z
  .object({
    payment_id: paymentIdSchema,
    status: z.enum(["approved", "declined", "cancelled"]),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();
