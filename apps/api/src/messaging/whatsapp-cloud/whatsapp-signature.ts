import { createHmac, timingSafeEqual } from "node:crypto";

/** Meta's `X-Hub-Signature-256` of a webhook's body: `sha256=` and the app secret's HMAC, hex. */
export function signWhatsAppBody(appSecret: string, body: Buffer): string {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}

/** Whether a body carries the app secret's signature over its exact bytes, in constant time. */
export function isWhatsAppBody(
  appSecret: string,
  body: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature, "utf8");
  const wanted = Buffer.from(signWhatsAppBody(appSecret, body), "utf8");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
