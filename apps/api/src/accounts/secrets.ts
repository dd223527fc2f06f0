import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** Six digits from the CSPRNG (QUALITY.md): `"004217"`. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** 128 random bits, base64url: a challenge's public id. */
export function newChallengeId(): string {
  return randomBytes(16).toString("base64url");
}

/** 256 random bits, base64url: a bearer token or a registration ticket. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The stored form of a code: HMAC-SHA256 under the server's secret of the challenge id and the
 * code, so a code is bound to its challenge and a leaked table cannot be brute-forced offline.
 */
export function hashOtpCode(secret: string, challengeId: string, code: string): string {
  return createHmac("sha256", secret).update(`${challengeId}:${code}`).digest("hex");
}

/** Compares two hex digests in constant time. */
export function sameDigest(left: string, right: string): boolean {
  const a = Buffer.from(left, "hex");
  const b = Buffer.from(right, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The stored form of a high-entropy token: its SHA-256. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
