import { createHmac, timingSafeEqual } from "node:crypto";

/** The HMAC-SHA256 signature of a sandbox callback: `paymentId.status`, hex. */
export function signCallback(secret: string, paymentId: string, status: string): string {
  return createHmac("sha256", secret).update(`${paymentId}.${status}`).digest("hex");
}

/** Whether a callback's signature is the one its payment id and status were signed with. */
export function isSignedCallback(
  secret: string,
  callback: { payment_id: string; status: string; signature: string },
): boolean {
  const expected = Buffer.from(signCallback(secret, callback.payment_id, callback.status), "hex");
  const given = Buffer.from(callback.signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
