import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";
import { id, ownedBy, timestamptz } from "./columns.js";

/**
 * A customer's account (spec 3, User). Accounts belong to one business; the phone is its E.164
 * sign-in phone. Deleting an account keeps the row (orders point at it) and removes every personal
 * field (ADR 025).
 */
export const users = pgTable(
  "users",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    name: text("name").notNull(),
    /** E.164; null once the account is deleted. */
    phone: text("phone"),
    email: text("email"),
    createdAt: timestamptz("created_at").notNull(),
    deletedAt: timestamptz("deleted_at"),
  },
  (table) => [
    // One live account per phone and business; a deleted account frees its phone.
    uniqueIndex("users_business_phone_live")
      .on(table.businessId, table.phone)
      .where(sql`${table.deletedAt} is null`),
    check("users_deleted_has_no_phone", sql`${table.deletedAt} is null or ${table.phone} is null`),
  ],
);

/** The phones an account proved it holds by a one-time code; its sign-in phone is one of them. */
export const userPhones = pgTable(
  "user_phones",
  {
    userId: ownedBy("user_id", () => users.id),
    businessId: ownedBy("business_id", () => businesses.id),
    phone: text("phone").notNull(),
    verifiedAt: timestamptz("verified_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.phone] }),
    // A phone opens one account of a business: it signs in to whichever account verified it.
    uniqueIndex("user_phones_business_phone_unique").on(table.businessId, table.phone),
  ],
);

/**
 * A one-time code sent to a phone (QUALITY.md, Security): only its HMAC is kept, bound to the
 * challenge, the phone and the purpose; it dies after 5 minutes, one use or 5 wrong tries.
 * A sign-in of a phone without an account leaves a registration ticket (stored hashed) on it.
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    /** 128 random bits, base64url. */
    id: text("id").primaryKey(),
    businessId: ownedBy("business_id", () => businesses.id),
    phone: text("phone").notNull(),
    purpose: text("purpose", { enum: ["login", "verify_phone", "order_phone"] }).notNull(),
    channel: text("channel", { enum: ["sms", "whatsapp"] }).notNull(),
    /** The signed-in account a verify_phone code is for. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    ticketHash: text("ticket_hash"),
    ticketExpiresAt: timestamptz("ticket_expires_at"),
    ticketUsedAt: timestamptz("ticket_used_at"),
  },
  (table) => [
    index("otp_challenges_phone_created_index").on(table.businessId, table.phone, table.createdAt),
    uniqueIndex("otp_challenges_ticket_unique").on(table.ticketHash),
    check(
      "otp_challenges_purpose_known",
      sql`${table.purpose} in ('login', 'verify_phone', 'order_phone')`,
    ),
    check("otp_challenges_channel_known", sql`${table.channel} in ('sms', 'whatsapp')`),
    check("otp_challenges_attempts_range", sql`${table.attempts} between 0 and 5`),
  ],
);

/** Each wrong code typed for a phone, across codes and channels: at most 10 an hour. */
export const otpFailures = pgTable(
  "otp_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    businessId: ownedBy("business_id", () => businesses.id),
    phone: text("phone").notNull(),
    at: timestamptz("at").notNull(),
  },
  (table) => [index("otp_failures_phone_at_index").on(table.businessId, table.phone, table.at)],
);

/** A signed-in device: the SHA-256 of its bearer token (256 random bits). */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    businessId: ownedBy("business_id", () => businesses.id),
    createdAt: timestamptz("created_at").notNull(),
    lastUsedAt: timestamptz("last_used_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
  },
  (table) => [index("sessions_user_id_index").on(table.userId)],
);

/**
 * Messages the Messenger port sent (its default adapter): SMS and WhatsApp texts to customers.
 * The development inbox reads them.
 */
export const messages = pgTable(
  "messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["sms", "whatsapp"] }).notNull(),
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (table) => [index("messages_recipient_index").on(table.recipient, table.createdAt)],
);
