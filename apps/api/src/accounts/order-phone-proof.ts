import { createHmac } from "node:crypto";
import { phoneProofDays } from "@storefront/api-client";
import { sameDigest } from "./secrets.js";

const lifetimeMs = phoneProofDays * 86_400_000;

function signature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`order-phone-proof:${payload}`).digest("base64url");
}

/**
 * The proof that a device's customer received a code at `phone` (E.164) for the business (ADR
 * 038): the business, the phone's digits and the end of its 90 days, signed with the server's
 * secret. Nothing is stored; every API process that shares the secret checks it.
 * `issuePhoneProof(secret, 1, "+96550000001", now)`
 */
export function issuePhoneProof(
  secret: string,
  businessId: number,
  phone: string,
  now: Date,
): { proof: string; expiresInSeconds: number } {
  const expires = Math.floor((now.getTime() + lifetimeMs) / 1000);
  const payload = `${businessId}.${phone.replace(/^\+/, "")}.${expires}`;
  return { proof: `${payload}.${signature(secret, payload)}`, expiresInSeconds: lifetimeMs / 1000 };
}

/** Whether `proof` is the server's, alive at `now`, for this business and phone (E.164). */
export function provesPhone(
  secret: string,
  proof: string | undefined,
  businessId: number,
  phone: string,
  now: Date,
): boolean {
  const parts = proof?.split(".");
  if (parts?.length !== 4) return false;
  const [business, digits, expires, signed = ""] = parts;
  const payload = `${business}.${digits}.${expires}`;
  const expected = Buffer.from(signature(secret, payload), "base64url").toString("hex");
  const given = Buffer.from(signed, "base64url").toString("hex");
  return (
    sameDigest(expected, given) &&
    business === String(businessId) &&
    `+${digits}` === phone &&
    Number(expires) * 1000 > now.getTime()
  );
}
