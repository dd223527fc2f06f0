import { z } from "zod";

/** A payment's reference at the gateway: 128 random bits, base64url. */
export const paymentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
