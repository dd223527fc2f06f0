import type { OtpSentAnswer } from "@storefront/api-client";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { otpChallenges } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import type { MessageChannel, Messenger } from "../messaging/messenger.js";
import { otpMessage } from "../messaging/otp-message.js";
import type { AccountBusiness } from "./find-account-business.js";
import { lockPhone, otpLimits, secondsBetween } from "./otp-limits.js";
import { hashOtpCode, newChallengeId, newOtpCode } from "./secrets.js";

export interface OtpDependencies {
  readonly db: Database;
  readonly messenger: Messenger;
  /** Keys the codes' HMAC; every API process of one deployment shares it. */
  readonly otpSecret: string;
  readonly now: Date;
}

export interface CodeRequest {
  readonly business: AccountBusiness;
  /** E.164. */
  readonly phone: string;
  readonly channel: MessageChannel;
  readonly purpose: "login" | "verify_phone";
  /** The signed-in customer a verify_phone code is for. */
  readonly userId: number | null;
  /** A resend: this challenge dies when the new one is made. */
  readonly replaces?: string | undefined;
}

/**
 * Sends a new code (QUALITY.md, Security): refused with 429 RATE_LIMITED inside the resend timer
 * of the phone's last code or after 5 codes to the phone within the hour. The answer never says
 * whether the phone has an account. `await sendCode(deps, { business, phone, channel: "sms", purpose: "login", userId: null })`
 */
export async function sendCode(
  deps: OtpDependencies,
  request: CodeRequest,
): Promise<OtpSentAnswer> {
  const { db, now } = deps;
  const { business, phone } = request;
  const code = newOtpCode();
  const id = newChallengeId();
  await db.transaction(async (tx) => {
    await lockPhone(tx, business.id, phone);
    const windowStart = new Date(now.getTime() - otpLimits.windowSeconds * 1000);
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.businessId, business.id),
          eq(otpChallenges.phone, phone),
          gt(otpChallenges.createdAt, windowStart),
        ),
      )
      .orderBy(asc(otpChallenges.createdAt));
    const last = recent.at(-1);
    if (last) {
      const resendAt = new Date(last.createdAt.getTime() + otpLimits.resendAfterSeconds * 1000);
      if (resendAt > now) throw rateLimited(secondsBetween(now, resendAt));
    }
    const first = recent[0];
    if (first && recent.length >= otpLimits.sendsPerPhonePerHour) {
      const freeAt = new Date(first.createdAt.getTime() + otpLimits.windowSeconds * 1000);
      throw rateLimited(secondsBetween(now, freeAt));
    }
    if (request.replaces) {
      await tx
        .update(otpChallenges)
        .set({ usedAt: now })
        .where(and(eq(otpChallenges.id, request.replaces), isNull(otpChallenges.usedAt)));
    }
    await tx.insert(otpChallenges).values({
      id,
      businessId: business.id,
      phone,
      purpose: request.purpose,
      channel: request.channel,
      userId: request.userId,
      codeHash: hashOtpCode(deps.otpSecret, id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + otpLimits.lifetimeSeconds * 1000),
    });
  });
  await deps.messenger.send({
    businessId: business.id,
    channel: request.channel,
    to: phone,
    text: otpMessage({
      language: business.language,
      businessName: business.name,
      code,
      minutes: otpLimits.lifetimeSeconds / 60,
    }),
    now,
  });
  return {
    error: 0,
    message: "",
    challenge_id: id,
    phone,
    channel: request.channel,
    resend_after_seconds: otpLimits.resendAfterSeconds,
    expires_in_seconds: otpLimits.lifetimeSeconds,
  };
}

function rateLimited(retryAfterSeconds: number): RequestFailure {
  return new RequestFailure(
    429,
    "RATE_LIMITED",
    `Too many codes for this phone; try again in ${retryAfterSeconds} seconds`,
    { retry_after_seconds: retryAfterSeconds },
  );
}
