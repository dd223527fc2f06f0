import { z } from "zod";
import { e164PhoneSchema } from "./business-settings.js";
import { pathIdSchema } from "./menu.js";
import { singleLineMessage, singleLineText, text } from "./text.js";
import { successAnswerSchema } from "./envelope.js";
import { referenceIdSchema } from "./reference-id.js";

/**
 * Accounts (spec 4 Auth, spec 7's account calls, QUALITY.md Security;
 * docs/decisions/025-accounts-otp-and-tokens.md). A customer signs in with a one-time code sent
 * to a phone by SMS or WhatsApp; there are no passwords. Two flows:
 *
 * - **Sign in** (a new phone registers on the way): `POST send-otp` (or its WhatsApp alias
 *   `POST webapp/register-whatsapp`) answers a `challenge_id`; `POST verify-otp` with the code
 *   (aliases `webapp/login`, `webapp/verify`, `webapp/verify-by-whatsapp`) answers a bearer token
 *   and the user, or, for a phone without an account, a registration ticket that
 *   `POST webapp/register` turns into the account with the customer's name.
 * - **Another phone** for a signed-in customer: `POST send-otp` with purpose `verify_phone` and
 *   the token, then `POST webapp/verify-phone`.
 *
 * `GET webapp/resend-otp?challenge_id=` sends a new code for a challenge once the timer
 * (spec 9: 30 seconds) has run. Every request schema is strict: unknown fields are a 400.
 */

/** Spec 9: "the resend timer default is 30 seconds". */
export const otpResendAfterSeconds = 30;
/** QUALITY.md: a code lives 5 minutes. */
export const otpLifetimeSeconds = 300;
/** A registration ticket lives 15 minutes, for the customer to type a name. */
export const registrationTicketSeconds = 900;

/** 128 random bits, base64url. */
export const challengeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, "a challenge id");
/** Six digits (QUALITY.md). */
export const otpCodeSchema = z.string().regex(/^[0-9]{6}$/, "six digits");
/** 256 random bits, base64url. */
export const registrationTicketSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "a ticket");
export const otpChannelSchema = z.enum(["sms", "whatsapp"]);
/** `order_phone`: a guest proves an order's phone (docs/decisions/038-guest-order-phones-and-limits.md). */
export const otpPurposeSchema = z.enum(["login", "verify_phone", "order_phone"]);

/**
 * A phone as typed (spec 5): national digits read in `country` (the business's country when
 * left out, else KW), or international with `+` or `00`. The server answers PHONE_NOT_A_NUMBER,
 * PHONE_TOO_SHORT, PHONE_TOO_LONG or PHONE_COUNTRY_UNKNOWN.
 */
const phoneInput = {
  phone: text(40),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
};

/** `POST send-otp`: sends a code to a phone. */
export const sendOtpBodySchema = z
  .object({
    reference_id: referenceIdSchema,
    ...phoneInput,
    channel: otpChannelSchema.default("sms"),
    /** `verify_phone` needs the customer's token. */
    purpose: otpPurposeSchema.default("login"),
  })
  .strict();

/** `POST webapp/register-whatsapp`: the sign-in code by WhatsApp (send-otp with its channel fixed). */
export const registerWhatsappBodySchema = z
  .object({ reference_id: referenceIdSchema, ...phoneInput })
  .strict();

/**
 * The answer to every send: the same for a phone with or without an account. `phone` is the
 * number as the server understood it (E.164).
 */
export const otpSentAnswerSchema = successAnswerSchema({
  challenge_id: challengeIdSchema,
  phone: e164PhoneSchema,
  channel: otpChannelSchema,
  resend_after_seconds: z.number().int().min(0),
  expires_in_seconds: z.number().int().min(0),
});

/** `GET webapp/resend-otp?challenge_id=`: a new code for the same phone, purpose and channel. */
export const resendOtpQuerySchema = z.object({ challenge_id: challengeIdSchema }).strict();

/**
 * `POST verify-otp` and its aliases `webapp/login` (the credentials: a challenge and its code),
 * `webapp/verify` and `webapp/verify-by-whatsapp` (the spec's "OTP"); `webapp/verify-phone` with
 * the token for a `verify_phone` challenge.
 */
export const verifyOtpBodySchema = z
  .object({ challenge_id: challengeIdSchema, code: otpCodeSchema })
  .strict();

/** `POST webapp/register`: the account of a phone the ticket proved, with the customer's name. */
export const registerBodySchema = z
  .object({
    registration_ticket: registrationTicketSchema,
    name: text(80).trim().min(1),
    email: z.email().max(254).regex(singleLineText, singleLineMessage).nullable().optional(),
  })
  .strict();

/** `POST webapp/update-profile`: what a customer may change; `phone` must be one they verified. */
export const updateProfileBodySchema = z
  .object({
    name: text(80).trim().min(1).optional(),
    email: z.email().max(254).regex(singleLineText, singleLineMessage).nullable().optional(),
    phone: e164PhoneSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, "name, email or phone");

/** `GET webapp/profile/{id}`, `GET webapp/account/delete/{id}`: the customer's own id. */
export const accountParamsSchema = z.object({ id: pathIdSchema }).strict();

/** `POST webapp/logout` takes nothing (an empty object or no body). */
export const logoutBodySchema = z.object({}).strict().optional();

/**
 * A customer (spec 3, User). `business_id` is the business owner's id, so the storefront's
 * rule holds: authenticated when token and user id exist and it matches the business's `user_id`.
 */
export const userSchema = z
  .object({
    id: z.number().int().positive(),
    business_id: z.number().int(),
    name: z.string(),
    phone: e164PhoneSchema,
    email: z.string().nullable(),
    /** Every phone the customer proved by a code, the sign-in phone first. */
    phones: z.array(e164PhoneSchema),
    created_at: z.iso.datetime({ offset: true }),
  })
  .strict();

/** A signed-in session: the bearer token (shown once) and the user. */
export const signedInAnswerSchema = successAnswerSchema({
  status: z.literal("signed_in"),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  user: userSchema,
});

/** A proven phone without an account: `webapp/register` with the ticket creates it. */
export const registrationRequiredAnswerSchema = successAnswerSchema({
  status: z.literal("registration_required"),
  registration_ticket: registrationTicketSchema,
  phone: e164PhoneSchema,
  expires_in_seconds: z.number().int().min(0),
});

export const verifyOtpAnswerSchema = z.discriminatedUnion("status", [
  signedInAnswerSchema,
  registrationRequiredAnswerSchema,
]);

/** The profile, after reading, updating it or verifying another phone. */
export const profileAnswerSchema = successAnswerSchema({ user: userSchema });

/** Logout and account deletion answer only the envelope. */
export const doneAnswerSchema = successAnswerSchema({});

/** `GET dev/inbox?phone=`: what the Messenger sent to a phone, newest first (development only). */
export const devInboxQuerySchema = z.object({ phone: e164PhoneSchema }).strict();
export const devInboxAnswerSchema = successAnswerSchema({
  messages: z.array(
    z
      .object({
        channel: otpChannelSchema,
        to: e164PhoneSchema,
        text: z.string(),
        created_at: z.iso.datetime({ offset: true }),
      })
      .strict(),
  ),
});

export type SendOtpBody = z.input<typeof sendOtpBodySchema>;
export type RegisterWhatsappBody = z.input<typeof registerWhatsappBodySchema>;
export type OtpSentAnswer = z.infer<typeof otpSentAnswerSchema>;
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;
export type VerifyOtpAnswer = z.infer<typeof verifyOtpAnswerSchema>;
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;
export type RegisterBody = z.input<typeof registerBodySchema>;
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
export type User = z.infer<typeof userSchema>;
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;
export type DoneAnswer = z.infer<typeof doneAnswerSchema>;
export type DevInboxAnswer = z.infer<typeof devInboxAnswerSchema>;
