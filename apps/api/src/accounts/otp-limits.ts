import { otpLifetimeSeconds, otpResendAfterSeconds } from "@storefront/api-client";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.js";

/** QUALITY.md, Security: every limit of the one-time codes, in one place. */
export const otpLimits = {
  lifetimeSeconds: otpLifetimeSeconds,
  resendAfterSeconds: otpResendAfterSeconds,
  wrongTriesPerCode: 5,
  sendsPerPhonePerHour: 5,
  failedVerifiesPerPhonePerHour: 10,
  windowSeconds: 3600,
} as const;

/**
 * Serialises, until the transaction ends, everything done for one phone of one business (sends,
 * verifies, registrations), so every API process sees the same counts (ARCHITECTURE.md: no state
 * in process memory).
 */
export async function lockPhone(tx: Database, businessId: number, phone: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${businessId}:${phone}`}, 0))`,
  );
}

export const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));
