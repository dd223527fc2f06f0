import {
  devInboxAnswerSchema,
  otpSentAnswerSchema,
  type SignedInAnswer,
  signedInAnswerSchema,
  verifyOtpAnswerSchema,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { openSession } from "../src/accounts/sessions.js";
import type { Database } from "../src/db/database.js";
import { businesses, users } from "../src/db/schema/index.js";
import { bearer } from "./calls.js";

/** A signed-in customer: the account, its session token and the header that carries it. */
export interface TestCustomer {
  readonly userId: number;
  readonly token: string;
  readonly auth: Record<string, string>;
}

const signedIn = (userId: number, token: string): TestCustomer => ({
  userId,
  token,
  auth: bearer(token),
});

// Kuwaiti mobiles no demo customer has (theirs start +96550 and +96560).
let phones = 0;
const freshPhone = () => `+9657${String(++phones).padStart(7, "0")}`;

/**
 * A new customer of a business with a session opened straight in the database, for tests of
 * what a signed-in customer may do rather than of signing in.
 */
export async function newCustomer(
  db: Database,
  referenceId: string,
  now: Date,
  { name = "Test customer", phone = freshPhone() }: { name?: string; phone?: string } = {},
): Promise<TestCustomer> {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, referenceId));
  if (!business) throw new Error(`No business ${referenceId}`);
  const [user] = await db
    .insert(users)
    .values({ businessId: business.id, name, phone, email: null, createdAt: now })
    .returning({ id: users.id });
  if (!user) throw new Error(`No customer ${phone} at ${referenceId}`);
  return signedIn(user.id, await openSession(db, user.id, business.id, now));
}

/** A new session of a seeded demo customer, found by phone. */
export async function demoCustomer(db: Database, phone: string, now: Date): Promise<TestCustomer> {
  const [user] = await db
    .select({ id: users.id, businessId: users.businessId })
    .from(users)
    .where(eq(users.phone, phone));
  if (!user) throw new Error(`No demo customer ${phone}`);
  return signedIn(user.id, await openSession(db, user.id, user.businessId, now));
}

/** The code in the last message the development inbox holds for a phone. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: `/dev/inbox?phone=${encodeURIComponent(phone)}`,
  });
  const inbox = devInboxAnswerSchema.parse(response.json());
  const code = /\b(\d{6})\b/.exec(inbox.messages[0]?.text ?? "")?.[1];
  if (!code) throw new Error(`No code for ${phone}`);
  return code;
}

/**
 * Signs in the way a customer does: a code sent to the phone, read from the development inbox and
 * verified; a phone without an account registers under `name`. Answers the token and the user.
 */
export async function signIn(
  app: FastifyInstance,
  phone: string,
  { referenceId = "demo", name = "Test Customer" }: { referenceId?: string; name?: string } = {},
): Promise<SignedInAnswer> {
  const sent = await app.inject({
    method: "POST",
    url: "/send-otp",
    payload: { reference_id: referenceId, phone },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const { challenge_id } = otpSentAnswerSchema.parse(sent.json());
  const verified = await app.inject({
    method: "POST",
    url: "/verify-otp",
    payload: { challenge_id, code: await lastCode(app, phone) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const answer = verifyOtpAnswerSchema.parse(verified.json());
  if (answer.status === "signed_in") return answer;
  const registered = await app.inject({
    method: "POST",
    url: "/webapp/register",
    payload: { registration_ticket: answer.registration_ticket, name },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return signedInAnswerSchema.parse(registered.json());
}
