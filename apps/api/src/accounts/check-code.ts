import { registrationTicketSeconds } from "@storefront/api-client";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { otpChallenges, otpFailures, userPhones, users } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { hitsSince, recordHit } from "../limits/rate-hits.js";
import { clientPhoneKey, lockPhone, nextTryAt, otpLimits, secondsBetween } from "./otp-limits.js";
import { hashOtpCode, hashToken, newSecretToken, sameDigest } from "./secrets.js";
import { openSession } from "./sessions.js";

export interface CheckDependencies {
  readonly db: Database;
  readonly otpSecret: string;
  readonly now: Date;
  /** The caller's address as the API sees it: wrong codes are counted per client and phone. */
  readonly client: string;
}

/** What a right code of a sign-in challenge leads to. */
export type SignInOutcome =
  | { readonly kind: "signed_in"; readonly userId: number; readonly token: string }
  | {
      readonly kind: "registration_required";
      readonly phone: string;
      readonly ticket: string;
    };

type Checked<T> =
  | { readonly kind: "wrong"; readonly attemptsLeft: number }
  | { readonly kind: "right"; readonly value: T };

const tooManyWrong = (retryAfterSeconds: number) =>
  new RequestFailure(
    429,
    "RATE_LIMITED",
    `Too many wrong codes for this phone; try again in ${retryAfterSeconds} seconds`,
    { retry_after_seconds: retryAfterSeconds },
  );

const expired = () =>
  new RequestFailure(410, "OTP_EXPIRED", "This code is no longer valid; ask for a new one");

/**
 * Checks a code against its challenge, inside one transaction that holds the phone's lock
 * (QUALITY.md, Security; ADR 025): the challenge must be of this purpose (and, for verify_phone,
 * of this customer), alive (5 minutes), unused, and have fewer than 5 wrong tries. A client that
 * typed wrong codes for the phone waits longer after each (`nextTryAt`: at most 10 an hour), and
 * once the phone has 50 wrong codes within the hour from all clients, only a client that typed
 * none may try: a stranger's tries never hold up the owner's right code. A wrong code is recorded
 * and answered 400 OTP_INVALID, the same for every phone. A right code is used up and `onRight`
 * runs in the same transaction, so of many concurrent right answers exactly one gets through.
 */
async function checkCode<T>(
  deps: CheckDependencies,
  input: {
    readonly challengeId: string;
    readonly code: string;
    readonly purpose: "login" | "verify_phone" | "order_phone";
    readonly userId: number | null;
  },
  onRight: (
    tx: Database,
    challenge: { readonly id: string; readonly businessId: number; readonly phone: string },
  ) => Promise<T>,
): Promise<T> {
  const { db, now } = deps;
  const [found] = await db
    .select({ businessId: otpChallenges.businessId, phone: otpChallenges.phone })
    .from(otpChallenges)
    .where(eq(otpChallenges.id, input.challengeId));
  if (!found) throw expired();

  const checked: Checked<T> = await db.transaction(async (tx) => {
    await lockPhone(tx, found.businessId, found.phone);
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.id, input.challengeId))
      .for("update");
    if (
      !challenge ||
      challenge.purpose !== input.purpose ||
      (input.purpose === "verify_phone" && challenge.userId !== input.userId)
    ) {
      throw expired();
    }
    if (
      challenge.usedAt !== null ||
      challenge.expiresAt <= now ||
      challenge.attempts >= otpLimits.wrongTriesPerCode
    ) {
      throw expired();
    }
    const windowStart = new Date(now.getTime() - otpLimits.windowSeconds * 1000);
    const clientPhone = clientPhoneKey(deps.client, challenge.businessId, challenge.phone);
    const mine = await hitsSince(tx, "otp_fail_client_phone", clientPhone, windowStart);
    const tryAt = nextTryAt(mine);
    if (tryAt && tryAt > now) throw tooManyWrong(secondsBetween(now, tryAt));
    if (mine.count > 0) {
      const [failed] = await tx
        .select({ count: count() })
        .from(otpFailures)
        .where(
          and(
            eq(otpFailures.businessId, challenge.businessId),
            eq(otpFailures.phone, challenge.phone),
            gt(otpFailures.at, windowStart),
          ),
        );
      if ((failed?.count ?? 0) >= otpLimits.failedVerifiesPerPhonePerHour) {
        const freeAt = new Date((mine.first ?? now).getTime() + otpLimits.windowSeconds * 1000);
        throw tooManyWrong(secondsBetween(now, freeAt));
      }
    }
    const typed = hashOtpCode(deps.otpSecret, challenge.id, input.code);
    if (!sameDigest(typed, challenge.codeHash)) {
      const attempts = challenge.attempts + 1;
      await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, challenge.id));
      await tx
        .insert(otpFailures)
        .values({ businessId: challenge.businessId, phone: challenge.phone, at: now });
      await recordHit(tx, "otp_fail_client_phone", clientPhone, now);
      return { kind: "wrong", attemptsLeft: otpLimits.wrongTriesPerCode - attempts };
    }
    await tx.update(otpChallenges).set({ usedAt: now }).where(eq(otpChallenges.id, challenge.id));
    return { kind: "right", value: await onRight(tx, challenge) };
  });

  if (checked.kind === "wrong") {
    throw new RequestFailure(400, "OTP_INVALID", "The code is not right", {
      attempts_left: checked.attemptsLeft,
    });
  }
  return checked.value;
}

/**
 * The code of a sign-in challenge: a new session for the account that verified the phone, or a
 * registration ticket (256 random bits, stored hashed, 15 minutes, single use) for a phone
 * without one.
 */
export function checkSignInCode(
  deps: CheckDependencies,
  challengeId: string,
  code: string,
): Promise<SignInOutcome> {
  return checkCode(
    deps,
    { challengeId, code, purpose: "login", userId: null },
    async (tx, challenge): Promise<SignInOutcome> => {
      const [account] = await tx
        .select({ userId: users.id })
        .from(userPhones)
        .innerJoin(users, eq(users.id, userPhones.userId))
        .where(
          and(
            eq(userPhones.businessId, challenge.businessId),
            eq(userPhones.phone, challenge.phone),
            isNull(users.deletedAt),
          ),
        );
      if (account) {
        const token = await openSession(tx, account.userId, challenge.businessId, deps.now);
        return { kind: "signed_in", userId: account.userId, token };
      }
      const ticket = newSecretToken();
      await tx
        .update(otpChallenges)
        .set({
          ticketHash: hashToken(ticket),
          ticketExpiresAt: new Date(deps.now.getTime() + registrationTicketSeconds * 1000),
        })
        .where(eq(otpChallenges.id, challenge.id));
      return { kind: "registration_required", phone: challenge.phone, ticket };
    },
  );
}

/**
 * The code of a verify_phone challenge: the phone joins the customer's verified phones; 409
 * PHONE_TAKEN when another account of the business verified it.
 */
export function checkPhoneCode(
  deps: CheckDependencies,
  userId: number,
  challengeId: string,
  code: string,
): Promise<void> {
  return checkCode(
    deps,
    { challengeId, code, purpose: "verify_phone", userId },
    async (tx, challenge) => {
      const [holder] = await tx
        .select({ userId: userPhones.userId })
        .from(userPhones)
        .where(
          and(
            eq(userPhones.businessId, challenge.businessId),
            eq(userPhones.phone, challenge.phone),
          ),
        );
      if (holder && holder.userId !== userId) {
        throw new RequestFailure(409, "PHONE_TAKEN", "Another account uses this phone");
      }
      if (!holder) {
        await tx.insert(userPhones).values({
          userId,
          businessId: challenge.businessId,
          phone: challenge.phone,
          verifiedAt: deps.now,
        });
      }
    },
  );
}

/**
 * The code of an order_phone challenge (ADR 038): the phone it went to, for the order's proof.
 * It opens no session and adds no phone to an account.
 */
export function checkOrderPhoneCode(
  deps: CheckDependencies,
  challengeId: string,
  code: string,
): Promise<{ readonly businessId: number; readonly phone: string }> {
  return checkCode(
    deps,
    { challengeId, code, purpose: "order_phone", userId: null },
    async (_tx, challenge) => ({ businessId: challenge.businessId, phone: challenge.phone }),
  );
}
