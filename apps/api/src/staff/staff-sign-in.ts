import { otpLifetimeSeconds } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { businesses, staffChallenges, staffMembers } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { type HitKind, hitsSince, lockHits, recordHit } from "../limits/rate-hits.js";
import { hashOtpCode, newChallengeId, newOtpCode, sameDigest } from "../accounts/secrets.js";
import { secondsBetween } from "../accounts/otp-limits.js";
import type { Messenger } from "../messaging/messenger.js";
import { messageLanguage, otpMessage } from "../messaging/otp-message.js";
import { passwordMatches, spendPasswordCheck } from "./passwords.js";
import { openStaffSession } from "./staff-sessions.js";

/** Staff sign-in limits (ASVS 2.2.1): per client and per phone, within the hour. */
export const staffSignInLimits = {
  windowSeconds: 3600,
  attemptsPerClient: 30,
  codesPerPhone: 5,
  resendAfterSeconds: 30,
  failuresPerPhone: 10,
  wrongTriesPerCode: 5,
} as const;

export interface StaffSignInDependencies {
  readonly db: Database;
  readonly messenger: Messenger;
  readonly otpSecret: string;
  readonly now: Date;
  /** The caller's address as the API sees it. */
  readonly client: string;
}

const signInFailed = () =>
  new RequestFailure(401, "SIGN_IN_FAILED", "The phone or the password is not right");

const tooMany = (seconds: number) =>
  new RequestFailure(429, "RATE_LIMITED", `Too many tries; try again in ${seconds} seconds`, {
    retry_after_seconds: seconds,
  });

/** Refuses with 429 when a key spent its budget within the hour, else counts this hit. */
async function spend(
  tx: Database,
  kind: HitKind,
  key: string,
  limit: number,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - staffSignInLimits.windowSeconds * 1000);
  await lockHits(tx, kind, key);
  const spent = await hitsSince(tx, kind, key, windowStart);
  if (spent.count >= limit) {
    const free = new Date((spent.first ?? now).getTime() + staffSignInLimits.windowSeconds * 1000);
    throw tooMany(secondsBetween(now, free));
  }
  await recordHit(tx, kind, key, now);
}

/**
 * The first step: the password when the member of staff set one, then a code to their phone. A
 * phone of no staff gets the same answer (a challenge that no code opens), after the same
 * password work, so nobody learns who works where. Wrong passwords count against the phone.
 */
export async function startStaffSignIn(
  deps: StaffSignInDependencies,
  input: { readonly referenceId: string; readonly phone: string; readonly password?: string },
): Promise<{ challengeId: string; expiresInSeconds: number }> {
  const { db, now } = deps;
  const phoneKey = `${input.referenceId}:${input.phone}`;
  await db.transaction(async (tx) => {
    await spend(tx, "staff_sign_in_client", deps.client, staffSignInLimits.attemptsPerClient, now);
    const windowStart = new Date(now.getTime() - staffSignInLimits.windowSeconds * 1000);
    const failures = await hitsSince(tx, "staff_fail_phone", phoneKey, windowStart);
    if (failures.count >= staffSignInLimits.failuresPerPhone) {
      const free = new Date(
        (failures.first ?? now).getTime() + staffSignInLimits.windowSeconds * 1000,
      );
      throw tooMany(secondsBetween(now, free));
    }
  });
  const [found] = await db
    .select({ staff: staffMembers, business: businesses })
    .from(staffMembers)
    .innerJoin(businesses, eq(businesses.id, staffMembers.businessId))
    .where(
      and(
        eq(businesses.referenceId, input.referenceId),
        eq(staffMembers.phone, input.phone),
        isNull(staffMembers.removedAt),
      ),
    );
  const password = input.password ?? "";
  const passwordRight = found?.staff.passwordHash
    ? await passwordMatches(found.staff.passwordHash, password)
    : (await spendPasswordCheck(password), !input.password);
  if (!passwordRight) {
    await db.transaction((tx) => recordHit(tx, "staff_fail_phone", phoneKey, now));
    throw signInFailed();
  }
  const challengeId = newChallengeId();
  if (!found) return { challengeId, expiresInSeconds: otpLifetimeSeconds };

  const { staff, business } = found;
  const code = newOtpCode();
  await db.transaction(async (tx) => {
    await lockHits(tx, "staff_sign_in_phone", phoneKey);
    const windowStart = new Date(now.getTime() - staffSignInLimits.windowSeconds * 1000);
    const sent = await hitsSince(tx, "staff_sign_in_phone", phoneKey, windowStart);
    const resendAt = sent.last
      ? new Date(sent.last.getTime() + staffSignInLimits.resendAfterSeconds * 1000)
      : now;
    if (resendAt > now) throw tooMany(secondsBetween(now, resendAt));
    if (sent.count >= staffSignInLimits.codesPerPhone) {
      const free = new Date((sent.first ?? now).getTime() + staffSignInLimits.windowSeconds * 1000);
      throw tooMany(secondsBetween(now, free));
    }
    await recordHit(tx, "staff_sign_in_phone", phoneKey, now);
    await tx.insert(staffChallenges).values({
      id: challengeId,
      staffId: staff.id,
      codeHash: hashOtpCode(deps.otpSecret, challengeId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + otpLifetimeSeconds * 1000),
    });
  });
  const language = messageLanguage(staff.language, business.locales);
  await deps.messenger.send({
    businessId: business.id,
    channel: "sms",
    to: staff.phone,
    language,
    text: otpMessage({
      language,
      businessName: pickText(business.name, language, business.locales),
      code,
      minutes: otpLifetimeSeconds / 60,
    }),
    now,
  });
  return { challengeId, expiresInSeconds: otpLifetimeSeconds };
}

/** One answer for a wrong, used, expired or unknown challenge: it says nothing of the phone. */
const notRight = () =>
  new RequestFailure(400, "OTP_INVALID", "The code is not right or no longer valid");

/**
 * The second step: a right code of a live challenge (5 minutes, one use, 5 wrong tries) opens a
 * session; anything else is the same 400. Checked in one transaction holding the challenge's row, so of two right answers at
 * once exactly one gets a session.
 */
export async function finishStaffSignIn(
  deps: StaffSignInDependencies,
  input: { readonly challengeId: string; readonly code: string },
): Promise<{ token: string; expiresAt: Date }> {
  const { db, now } = deps;
  const outcome = await db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(staffChallenges)
      .where(eq(staffChallenges.id, input.challengeId))
      .for("update");
    if (
      !challenge ||
      challenge.usedAt !== null ||
      challenge.expiresAt <= now ||
      challenge.attempts >= staffSignInLimits.wrongTriesPerCode
    ) {
      return { kind: "expired" } as const;
    }
    const [staff] = await tx
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.id, challenge.staffId), isNull(staffMembers.removedAt)));
    if (!staff) return { kind: "expired" } as const;
    if (!sameDigest(hashOtpCode(deps.otpSecret, challenge.id, input.code), challenge.codeHash)) {
      await tx
        .update(staffChallenges)
        .set({ attempts: challenge.attempts + 1 })
        .where(eq(staffChallenges.id, challenge.id));
      return { kind: "wrong" } as const;
    }
    await tx
      .update(staffChallenges)
      .set({ usedAt: now })
      .where(eq(staffChallenges.id, challenge.id));
    return { kind: "right", session: await openStaffSession(tx, staff, now) } as const;
  });
  if (outcome.kind !== "right") throw notRight();
  return outcome.session;
}
