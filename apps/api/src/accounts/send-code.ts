import type { OtpSentAnswer } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { otpChallenges } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import type { MessageChannel, Messenger } from "../messaging/messenger.js";
import { messageLanguage, otpMessage } from "../messaging/otp-message.js";
import type { ClientLimits } from "../limits/client-limits.js";
import { type HitKind, hitsSince, lockHits, recordHit } from "../limits/rate-hits.js";
import type { AccountBusiness } from "./find-account-business.js";
import { clientPhoneKey, lockPhone, otpLimits, secondsBetween } from "./otp-limits.js";
import { hashOtpCode, newChallengeId, newOtpCode } from "./secrets.js";

export interface OtpDependencies {
  readonly db: Database;
  readonly messenger: Messenger;
  /** Keys the codes' HMAC; every API process of one deployment shares it. */
  readonly otpSecret: string;
  readonly now: Date;
  readonly limits: ClientLimits;
}

export interface CodeRequest {
  readonly business: AccountBusiness;
  /** E.164. */
  readonly phone: string;
  readonly channel: MessageChannel;
  readonly purpose: "login" | "verify_phone" | "order_phone";
  /** The signed-in customer a verify_phone code is for. */
  readonly userId: number | null;
  /** A resend: this challenge dies when the new one is made. */
  readonly replaces?: string | undefined;
  /** The caller's address as the API sees it (ADR 025: limits per client). */
  readonly client: string;
  /** The interface language the caller asked in: the text is written in it. */
  readonly language: string | null;
}

/**
 * Sends a new code (QUALITY.md, Security; ADR 025), refused with 429 RATE_LIMITED: inside the
 * resend timer of this client's last code to the phone, after 5 codes from this client to the
 * phone or 10 from it to any phones within the hour, while the phone has had 10 codes within the
 * hour from all clients and its last is less than 5 minutes old, or past the business's or the
 * platform's hourly budget. The answer never says whether the phone has an account.
 * `await sendCode(deps, { business, phone, channel: "sms", purpose: "login", userId: null, client, language: "en" })`
 */
export async function sendCode(
  deps: OtpDependencies,
  request: CodeRequest,
): Promise<OtpSentAnswer> {
  const { db, now, limits } = deps;
  const { business, phone, client } = request;
  const code = newOtpCode();
  const id = newChallengeId();
  const windowStart = new Date(now.getTime() - otpLimits.windowSeconds * 1000);
  const hourFrom = (first: Date | null) =>
    secondsBetween(now, new Date((first ?? now).getTime() + otpLimits.windowSeconds * 1000));
  await db.transaction(async (tx) => {
    // Always in this order (client, business, phone), so two sends never wait on each other.
    await lockHits(tx, "otp_send_client", client);
    await lockHits(tx, "otp_send_business", String(business.id));
    await lockPhone(tx, business.id, phone);
    const clientPhone = clientPhoneKey(client, business.id, phone);
    const mine = await hitsSince(tx, "otp_send_client_phone", clientPhone, windowStart);
    if (mine.last) {
      const resendAt = new Date(mine.last.getTime() + otpLimits.resendAfterSeconds * 1000);
      if (resendAt > now) throw rateLimited(secondsBetween(now, resendAt), "phone");
    }
    if (mine.count >= otpLimits.sendsPerClientPhonePerHour) {
      throw rateLimited(hourFrom(mine.first), "phone");
    }
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
    if (last && recent.length >= otpLimits.sendsPerPhoneBeforeSpacing) {
      const spacedAt = new Date(last.createdAt.getTime() + otpLimits.spacedSendSeconds * 1000);
      if (spacedAt > now) throw rateLimited(secondsBetween(now, spacedAt), "phone");
    }
    const budgets: [HitKind, string, number, "client" | "business"][] = [
      ["otp_send_client", client, limits.codesPerClientPerHour, "client"],
      ["otp_send_business", String(business.id), limits.codesPerBusinessPerHour, "business"],
      ["otp_send_all", "all", limits.codesPerHour, "business"],
    ];
    for (const [kind, key, limit, whose] of budgets) {
      const spent = await hitsSince(tx, kind, key, windowStart);
      if (spent.count >= limit) throw rateLimited(hourFrom(spent.first), whose);
    }
    for (const [kind, key] of [
      ["otp_send_client_phone", clientPhone],
      ...budgets.map(([kind, key]) => [kind, key] as const),
    ] as const) {
      await recordHit(tx, kind, key, now);
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
  const language = messageLanguage(request.language, business.locales);
  await deps.messenger.send({
    businessId: business.id,
    channel: request.channel,
    to: phone,
    text: otpMessage({
      language,
      businessName: pickText(business.names, language, business.locales),
      code,
      minutes: otpLimits.lifetimeSeconds / 60,
    }),
    language,
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

const refusals = {
  phone: "Too many codes for this phone",
  client: "Too many codes from this connection",
  business: "Too many codes are being sent just now",
} as const;

function rateLimited(retryAfterSeconds: number, whose: keyof typeof refusals): RequestFailure {
  return new RequestFailure(
    429,
    "RATE_LIMITED",
    `${refusals[whose]}; try again in ${retryAfterSeconds} seconds`,
    { retry_after_seconds: retryAfterSeconds },
  );
}
