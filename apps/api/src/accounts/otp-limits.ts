import { otpLifetimeSeconds, otpResendAfterSeconds } from "@storefront/api-client";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import type { Hits } from "../limits/rate-hits.js";

/**
 * QUALITY.md, Security: every limit of the one-time codes, in one place (ADR 025). The limits of
 * one phone are kept per client address and phone, so a stranger's sends and wrong codes hold up
 * only the stranger; across all clients a phone has higher caps, and past them only growing
 * waits, never an hour's lock for a client that has not failed.
 */
export const otpLimits = {
  lifetimeSeconds: otpLifetimeSeconds,
  resendAfterSeconds: otpResendAfterSeconds,
  wrongTriesPerCode: 5,
  /** Codes one client may have sent to one phone within the hour (resends count). */
  sendsPerClientPhonePerHour: 5,
  /** Codes a phone gets within the hour from all clients before each further one waits… */
  sendsPerPhoneBeforeSpacing: 10,
  /** …this long after the phone's last code. */
  spacedSendSeconds: 300,
  /** Wrong codes one client may type for one phone within the hour, across codes and channels. */
  failedVerifiesPerClientPhonePerHour: 10,
  /** Wrong codes a client types for a phone before each further try waits… */
  failuresBeforeDelay: 5,
  /** …this long after its last wrong code, doubling with each further one. */
  firstFailureDelaySeconds: 15,
  /**
   * Wrong codes for a phone within the hour from all clients, after which only clients that have
   * typed none may try (the owner's right code still signs in).
   */
  failedVerifiesPerPhonePerHour: 50,
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

/** The key of the limits one client keeps for one phone of one business. */
export const clientPhoneKey = (client: string, businessId: number, phone: string) =>
  `${client} ${businessId} ${phone}`;

/**
 * When a client that typed `failures` wrong codes for a phone within the hour may try again:
 * at once for the first 5 (a code's tries), then 15 s, 30 s, 60 s, 120 s, 240 s after its last
 * wrong code, and after 10 once the oldest of them leaves the hour. `null`: now.
 */
export function nextTryAt(failures: Hits): Date | null {
  const { count, first, last } = failures;
  if (!first || !last || count < otpLimits.failuresBeforeDelay) return null;
  if (count >= otpLimits.failedVerifiesPerClientPhonePerHour) {
    return new Date(first.getTime() + otpLimits.windowSeconds * 1000);
  }
  const delay = otpLimits.firstFailureDelaySeconds * 2 ** (count - otpLimits.failuresBeforeDelay);
  return new Date(last.getTime() + delay * 1000);
}

export const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));
