import {
  endpoints,
  type ProfileAnswer,
  registrationTicketSeconds,
  type SignedInAnswer,
} from "@storefront/api-client";
import { defaultPhoneCountry } from "@storefront/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { otpChallenges, userPhones, users } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import type { Messenger } from "../messaging/messenger.js";
import type { ClientLimits } from "../limits/client-limits.js";
import { callerLanguage } from "../messaging/caller-language.js";
import { checkOrderPhoneCode, checkPhoneCode, checkSignInCode } from "./check-code.js";
import { deleteAccount } from "./delete-account.js";
import { type AccountBusiness, findAccountBusiness } from "./find-account-business.js";
import { issuePhoneProof } from "./order-phone-proof.js";
import { readPhone } from "./read-phone.js";
import { readUser } from "./read-user.js";
import { registerAccount } from "./register-account.js";
import { optionalCustomer, requireCustomer } from "./require-customer.js";
import { sendCode } from "./send-code.js";
import { revokeSession } from "./sessions.js";

export interface AccountRouteOptions {
  db: Database;
  clock: () => Date;
  messenger: Messenger;
  otpSecret: string;
  limits: ClientLimits;
}

/**
 * The account calls of spec section 7 (docs/decisions/025-accounts-otp-and-tokens.md): one-time
 * codes by SMS or WhatsApp, sign-in and registration, another verified phone, the profile, logout
 * and account deletion.
 */
export const accountRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, options) => {
  const { db, clock, messenger, otpSecret, limits } = options;
  /** Who sends and checks codes: the caller's address, and the language the text is wanted in. */
  const caller = (request: FastifyRequest) => ({
    client: request.ip,
    language: callerLanguage(request),
  });

  async function businessOf(referenceId: string): Promise<AccountBusiness> {
    const business = await findAccountBusiness(db, { referenceId });
    if (!business)
      throw new RequestFailure(404, "NOT_FOUND", `No business has the reference ${referenceId}`);
    return business;
  }

  /** A customer's own account; another's id is the same 404 as no account. */
  async function ownAccount(request: FastifyRequest, id: number, now: Date) {
    const customer = await requireCustomer(db, request, now);
    const user = customer.userId === id ? await readUser(db, id) : undefined;
    if (!user) throw new RequestFailure(404, "NOT_FOUND", `No account ${id}`);
    return { customer, user };
  }

  async function signedIn(userId: number, token: string): Promise<SignedInAnswer> {
    const user = await readUser(db, userId);
    if (!user) throw new Error("A session was opened for an account that is not there");
    return { error: 0, message: "", status: "signed_in", token, user };
  }

  async function profile(userId: number): Promise<ProfileAnswer> {
    const user = await readUser(db, userId);
    if (!user) throw new RequestFailure(404, "NOT_FOUND", `No account ${userId}`);
    return { error: 0, message: "", user };
  }

  serve(app, endpoints.sendOtp, async ({ body, request }) => {
    const now = clock();
    const business = await businessOf(body.reference_id);
    const phone = readPhone(body.phone, body.country ?? business.country ?? defaultPhoneCountry);
    // Another phone for a signed-in customer needs their token, of this business.
    const customer =
      body.purpose === "verify_phone"
        ? await requireCustomer(db, request, now, business.id)
        : undefined;
    return sendCode(
      { db, messenger, otpSecret, now, limits },
      {
        business,
        phone,
        channel: body.channel,
        purpose: body.purpose,
        userId: customer?.userId ?? null,
        ...caller(request),
      },
    );
  });

  serve(app, endpoints.registerWhatsapp, async ({ body, request }) => {
    const business = await businessOf(body.reference_id);
    const phone = readPhone(body.phone, body.country ?? business.country);
    return sendCode(
      { db, messenger, otpSecret, now: clock(), limits },
      {
        business,
        phone,
        channel: "whatsapp",
        purpose: "login",
        userId: null,
        ...caller(request),
      },
    );
  });

  serve(app, endpoints.resendOtp, async ({ query: { challenge_id }, request }) => {
    const now = clock();
    const [challenge] = await db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.id, challenge_id));
    if (!challenge || challenge.usedAt !== null) {
      throw new RequestFailure(
        410,
        "OTP_EXPIRED",
        "This code is no longer valid; ask for a new one",
      );
    }
    if (challenge.purpose === "verify_phone") {
      const customer = await requireCustomer(db, request, now, challenge.businessId);
      if (customer.userId !== challenge.userId) {
        throw new RequestFailure(
          410,
          "OTP_EXPIRED",
          "This code is no longer valid; ask for a new one",
        );
      }
    }
    const business = await findAccountBusiness(db, { id: challenge.businessId });
    if (!business) throw new Error("A challenge without its business");
    return sendCode(
      { db, messenger, otpSecret, now, limits },
      {
        business,
        phone: challenge.phone,
        channel: challenge.channel,
        purpose: challenge.purpose,
        userId: challenge.userId,
        replaces: challenge.id,
        ...caller(request),
      },
    );
  });

  // One sign-in with a code, under each of the spec's names for it.
  for (const entry of [
    endpoints.verifyOtp,
    endpoints.login,
    endpoints.verify,
    endpoints.verifyByWhatsapp,
  ]) {
    serve(app, entry, async ({ body, request }) => {
      const outcome = await checkSignInCode(
        { db, otpSecret, now: clock(), client: request.ip },
        body.challenge_id,
        body.code,
      );
      if (outcome.kind === "signed_in") return signedIn(outcome.userId, outcome.token);
      return {
        error: 0,
        message: "",
        status: "registration_required",
        registration_ticket: outcome.ticket,
        phone: outcome.phone,
        expires_in_seconds: registrationTicketSeconds,
      };
    });
  }

  serve(app, endpoints.register, async ({ body, reply }) => {
    const { userId, token } = await registerAccount(
      db,
      { ticket: body.registration_ticket, name: body.name, email: body.email ?? null },
      clock(),
    );
    return reply.code(201).send(await signedIn(userId, token));
  });

  serve(app, endpoints.verifyPhone, async ({ body, request }) => {
    const now = clock();
    const customer = await requireCustomer(db, request, now);
    await checkPhoneCode(
      { db, otpSecret, now, client: request.ip },
      customer.userId,
      body.challenge_id,
      body.code,
    );
    return profile(customer.userId);
  });

  // A guest's order phone (ADR 038): its code answers a proof that placing the order carries.
  serve(app, endpoints.verifyOrderPhone, async ({ body, request }) => {
    const now = clock();
    const proven = await checkOrderPhoneCode(
      { db, otpSecret, now, client: request.ip },
      body.challenge_id,
      body.code,
    );
    const { proof, expiresInSeconds } = issuePhoneProof(
      otpSecret,
      proven.businessId,
      proven.phone,
      now,
    );
    return {
      error: 0,
      message: "",
      phone: proven.phone,
      phone_proof: proof,
      expires_in_seconds: expiresInSeconds,
    };
  });

  serve(app, endpoints.getProfile, async ({ params: { id }, request }) => {
    const { user } = await ownAccount(request, id, clock());
    const answer: ProfileAnswer = { error: 0, message: "", user };
    return answer;
  });

  serve(app, endpoints.updateProfile, async ({ body, request }) => {
    const customer = await requireCustomer(db, request, clock());
    if (body.phone !== undefined) {
      const [verified] = await db
        .select({ phone: userPhones.phone })
        .from(userPhones)
        .where(and(eq(userPhones.userId, customer.userId), eq(userPhones.phone, body.phone)));
      if (!verified) {
        throw new RequestFailure(
          400,
          "PHONE_NOT_VERIFIED",
          "Verify this phone with a code before signing in with it",
        );
      }
    }
    await db
      .update(users)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
      })
      .where(eq(users.id, customer.userId));
    return profile(customer.userId);
  });

  // The spec names a GET; a POST does the same for clients that never change state with GET.
  for (const entry of [endpoints.deleteAccount, endpoints.deleteAccountByPost]) {
    serve(app, entry, async ({ params: { id }, request }) => {
      const now = clock();
      await ownAccount(request, id, now);
      await deleteAccount(db, id, now);
      return { error: 0, message: "" };
    });
  }

  serve(app, endpoints.logout, async ({ request }) => {
    const now = clock();
    const customer = await optionalCustomer(db, request, now).catch(() => undefined);
    // Logging out twice, or with a token already revoked, is still logged out.
    if (customer) await revokeSession(db, customer.tokenHash, now);
    return { error: 0, message: "" };
  });
};
