import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { branches, businesses } from "./businesses.js";
import { id, ownedBy, timestamptz } from "./columns.js";
import { modifiers } from "./modifiers.js";

/** What a member of staff may do (ADR 062): owners also manage staff and keys. */
export const staffRoles = ["owner", "manager", "staff"] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * A person who runs a business: signs in to the business app with a one-time code to their
 * phone, after their password when they set one (argon2id). A branch limits them to its orders;
 * removing them keeps the row, since the audit names them.
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    /** The one branch they work at; null for every branch of the business. */
    branchId: integer("branch_id").references(() => branches.id, { onDelete: "cascade" }),
    role: text("role", { enum: staffRoles }).notNull(),
    name: text("name").notNull(),
    /** E.164: where their codes go. */
    phone: text("phone").notNull(),
    /** The argon2id PHC string of their password; null when they sign in by code alone. */
    passwordHash: text("password_hash"),
    /** The interface language of the business app and of their codes. */
    language: text("language").notNull().default("en"),
    invitedBy: integer("invited_by"),
    createdAt: timestamptz("created_at").notNull(),
    removedAt: timestamptz("removed_at"),
  },
  (table) => [
    uniqueIndex("staff_members_business_phone_live")
      .on(table.businessId, table.phone)
      .where(sql`${table.removedAt} is null`),
    check("staff_members_role_known", sql`${table.role} in ('owner', 'manager', 'staff')`),
  ],
);

/** A code sent to a member of staff: only its HMAC is kept; 5 minutes, one use, 5 tries. */
export const staffChallenges = pgTable(
  "staff_challenges",
  {
    /** 128 random bits, base64url. */
    id: text("id").primaryKey(),
    staffId: ownedBy("staff_id", () => staffMembers.id),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [
    index("staff_challenges_staff_created_index").on(table.staffId, table.createdAt),
    check("staff_challenges_attempts_range", sql`${table.attempts} between 0 and 5`),
  ],
);

/** A signed-in device of the business app: the SHA-256 of its token, with an end. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: ownedBy("staff_id", () => staffMembers.id),
    businessId: ownedBy("business_id", () => businesses.id),
    createdAt: timestamptz("created_at").notNull(),
    lastUsedAt: timestamptz("last_used_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
  },
  (table) => [index("staff_sessions_staff_id_index").on(table.staffId)],
);

/** Every change made for a business by its staff or its till's keys, and by whom. */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    businessId: ownedBy("business_id", () => businesses.id),
    staffId: integer("staff_id").references(() => staffMembers.id),
    apiKeyId: integer("api_key_id"),
    /** What was done, e.g. "order.status", "item.sold_out", "staff.invite". */
    action: text("action").notNull(),
    /** What it was done to, e.g. "order:42". */
    subject: text("subject").notNull(),
    detail: jsonb("detail").$type<unknown>().notNull(),
    at: timestamptz("at").notNull(),
  },
  (table) => [index("staff_audit_business_at_index").on(table.businessId, table.at)],
);

/** The scopes a till's key may be given. */
export const apiKeyScopes = ["orders:read", "orders:write", "menu:write"] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * A business's key for its till (the POS API): shown once as `sk_<prefix>_<secret>`; the prefix
 * finds the row, and only the SHA-256 of the whole key is kept (256 random bits need no slow hash).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    name: text("name").notNull(),
    prefix: text("prefix").notNull().unique(),
    keyHash: text("key_hash").notNull(),
    scopes: text("scopes").array().$type<ApiKeyScope[]>().notNull(),
    createdBy: integer("created_by").references(() => staffMembers.id),
    createdAt: timestamptz("created_at").notNull(),
    lastUsedAt: timestamptz("last_used_at"),
    revokedAt: timestamptz("revoked_at"),
  },
  (table) => [
    index("api_keys_business_id_index").on(table.businessId),
    check(
      "api_keys_scopes_known",
      sql`${table.scopes} <@ array['orders:read', 'orders:write', 'menu:write']::text[]`,
    ),
  ],
);

/**
 * Where a business wants its events sent. The signing secret is kept as given, since each
 * delivery is signed with it (receivers verify with the same secret).
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    /** The event types it receives, e.g. order.created. */
    events: text("events").array().notNull(),
    createdAt: timestamptz("created_at").notNull(),
    disabledAt: timestamptz("disabled_at"),
  },
  (table) => [index("webhook_endpoints_business_id_index").on(table.businessId)],
);

/** One event owed to one endpoint: retried with growing waits until it is answered 2xx. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpointId: ownedBy("endpoint_id", () => webhookEndpoints.id),
    /** The event's id, the same for every try and every endpoint: receivers drop repeats by it. */
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull(),
    deliveredAt: timestamptz("delivered_at"),
    /** Given up after the last try. */
    failedAt: timestamptz("failed_at"),
    createdAt: timestamptz("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_endpoint_event_unique").on(table.endpointId, table.eventId),
    index("webhook_deliveries_due_index")
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
  ],
);

/** The delivery log: each try of a delivery and what the receiver answered. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deliveryId: ownedBy("delivery_id", () => webhookDeliveries.id),
    at: timestamptz("at").notNull(),
    /** The receiver's HTTP status; null when it did not answer. */
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (table) => [index("webhook_attempts_delivery_id_index").on(table.deliveryId)],
);

/**
 * A branch that takes no orders of a selling type for a while (busy), until `until`. A catalogue
 * table: pausing changes what the storefront says, so it raises the revision.
 */
export const branchPauses = pgTable(
  "branch_pauses",
  {
    branchId: ownedBy("branch_id", () => branches.id),
    sellingType: text("selling_type").notNull(),
    until: timestamptz("until").notNull(),
    pausedBy: integer("paused_by").references(() => staffMembers.id),
    createdAt: timestamptz("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("branch_pauses_branch_type_unique").on(table.branchId, table.sellingType),
    check(
      "branch_pauses_selling_type_known",
      sql`${table.sellingType} in ('delivery', 'dine_in', 'car_pickup')`,
    ),
  ],
);

/** An option a branch has run out of: it leaves the item's choices there until it is back. */
export const soldOutModifiers = pgTable(
  "sold_out_modifiers",
  {
    modifierId: ownedBy("modifier_id", () => modifiers.id),
    branchId: ownedBy("branch_id", () => branches.id),
    since: timestamptz("since").notNull(),
  },
  (table) => [uniqueIndex("sold_out_modifiers_unique").on(table.modifierId, table.branchId)],
);
