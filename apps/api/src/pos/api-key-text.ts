import { apiKeyPattern } from "@storefront/api-client";
import { createHash, randomBytes } from "node:crypto";

/** A key as its till sends it, and the parts the database keeps of it. */
export interface ApiKeyText {
  readonly key: string;
  readonly prefix: string;
  readonly hash: string;
}

/** The SHA-256 of the whole key: 256 random bits need no slow hash. */
export const hashApiKey = (key: string): string => createHash("sha256").update(key).digest("hex");

/** A new key: `sk_<12 hex digits>_<256 random bits, base64url>`; the prefix finds its row. */
export function makeApiKey(): ApiKeyText {
  const prefix = randomBytes(6).toString("hex");
  const key = `sk_${prefix}_${randomBytes(32).toString("base64url")}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** The prefix and hash of a key as sent, or undefined when it is not shaped as a key. */
export function readApiKey(key: string): Omit<ApiKeyText, "key"> | undefined {
  const prefix = apiKeyPattern.exec(key)?.[1];
  return prefix ? { prefix, hash: hashApiKey(key) } : undefined;
}
