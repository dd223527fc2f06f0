import { z } from "zod";
import { challengeIdSchema, otpCodeSchema } from "./accounts.js";
import { e164PhoneSchema } from "./business-settings.js";
import { successAnswerSchema } from "./envelope.js";
import { localizedTextSchema } from "./localized-text.js";
import { menuDocumentSchema } from "./menu-document.js";
import { pathIdSchema } from "./menu.js";
import { orderSchema } from "./orders.js";
import { apiKeyScopeSchema } from "./pos.js";
import { referenceIdSchema } from "./reference-id.js";
import { reservationSchema } from "./reservations.js";
import { text } from "./text.js";
import { webhookEventTypeSchema } from "./webhooks.js";

/**
 * The business side (docs/decisions/062-staff-and-the-board.md): the calls of the business app,
 * made with a member of staff's bearer token. Staff sign in with a code to their phone, after
 * their password when they set one; sessions end 12 hours after sign-in, or after 2 idle hours.
 */

/** A staff session's absolute lifetime: one long shift. */
export const staffSessionHours = 12;
/** A staff session not used for this long ends. */
export const staffIdleMinutes = 120;

export const staffRoleSchema = z.enum(["owner", "manager", "staff"]);
export type StaffRoleName = z.infer<typeof staffRoleSchema>;

/** A password: 12 to 128 characters (ASVS 2.1.1, 2.1.2); any character a person can type. */
export const staffPasswordSchema = text(128).min(12);

export const staffSignInRequestSchema = z
  .object({
    reference_id: referenceIdSchema,
    phone: e164PhoneSchema,
    /** Required when the member of staff set a password. */
    password: text(128).optional(),
  })
  .strict();

/** The same answer whether or not the phone belongs to staff: nobody learns who works where. */
export const staffSignInAnswerSchema = successAnswerSchema({
  challenge_id: challengeIdSchema,
  expires_in_seconds: z.number().int().positive(),
});

export const staffVerifyRequestSchema = z
  .object({ challenge_id: challengeIdSchema, code: otpCodeSchema })
  .strict();

const branchRefSchema = z
  .object({ id: z.number().int().positive(), name: localizedTextSchema })
  .strict();

export const staffMemberSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    phone: z.string(),
    role: staffRoleSchema,
    branch_id: z.number().int().positive().nullable(),
    language: z.string(),
    has_password: z.boolean(),
    created_at: z.string(),
  })
  .strict();

/** Who is signed in, and the business they work for. */
export const staffMeAnswerSchema = successAnswerSchema({
  staff: staffMemberSchema,
  business: z
    .object({
      id: z.number().int().positive(),
      reference_id: z.string(),
      name: localizedTextSchema,
      locales: z.array(z.string()),
      currency: z.string(),
      time_zone: z.string(),
      /** The branches they may see: theirs, or every branch. */
      branches: z.array(branchRefSchema),
    })
    .strict(),
  expires_at: z.string(),
});

export const staffVerifyAnswerSchema = successAnswerSchema({
  token: z.string(),
  expires_at: z.string(),
});

export const okAnswerSchema = successAnswerSchema({});

export const boardOrdersQuerySchema = z
  .object({
    branch_id: z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/)
      .transform(Number)
      .optional(),
    /** open: not yet ended (the board); done: ended today, newest first. */
    view: z.enum(["open", "done"]).optional(),
  })
  .strict();

/** An order on the board: what its customer sees, and what the staff may do next. */
export const boardOrderSchema = z
  .object({
    order: orderSchema,
    branch_name: localizedTextSchema,
    /** The statuses it may move to now (the domain's transitions for its selling type). */
    next_statuses: z.array(z.number().int()),
  })
  .strict();

export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const boardOrdersAnswerSchema = successAnswerSchema({
  orders: z.array(boardOrderSchema),
  /** The business's clock, for grouping scheduled orders by slot. */
  now: z.string(),
});

export const boardOrderAnswerSchema = successAnswerSchema({ order: boardOrderSchema });

export const idParamsSchema = z.object({ id: pathIdSchema }).strict();

/** Accept with a preparation time; reject or cancel with a reason the customer reads. */
export const staffMoveOrderRequestSchema = z
  .object({
    status: z.union([
      z.literal(0),
      z.literal(1),
      z.literal(2),
      z.literal(3),
      z.literal(4),
      z.literal(5),
      z.literal(9),
    ]),
    preparation_minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .optional(),
    reason: text(200).optional(),
  })
  .strict();

export const boardReservationsQuerySchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date, YYYY-MM-DD"),
    branch_id: z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/)
      .transform(Number)
      .optional(),
  })
  .strict();

export const boardReservationsAnswerSchema = successAnswerSchema({
  reservations: z.array(
    z
      .object({
        reservation: reservationSchema,
        customer_name: z.string(),
        customer_phone: z.string().nullable(),
      })
      .strict(),
  ),
});

export const staffMoveReservationRequestSchema = z
  .object({ status: z.union([z.literal(1), z.literal(2), z.literal(3)]) })
  .strict();

export const staffListAnswerSchema = successAnswerSchema({ staff: z.array(staffMemberSchema) });

export const inviteStaffRequestSchema = z
  .object({
    name: text(80).min(1),
    phone: e164PhoneSchema,
    role: staffRoleSchema,
    branch_id: z.number().int().positive().nullable(),
  })
  .strict();

export const staffMemberAnswerSchema = successAnswerSchema({ staff: staffMemberSchema });

export const setPasswordRequestSchema = z
  .object({
    /** Required when a password is already set. */
    current_password: text(128).optional(),
    new_password: staffPasswordSchema,
  })
  .strict();

export const sellingTypeNameSchema = z.enum(["delivery", "dine_in", "car_pickup"]);

export const pauseRequestSchema = z
  .object({
    selling_type: sellingTypeNameSchema,
    /** How long: up to a day; 0 takes orders again now. */
    minutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
  })
  .strict();

export const pausesAnswerSchema = successAnswerSchema({
  pauses: z.array(
    z
      .object({
        branch_id: z.number().int().positive(),
        selling_type: sellingTypeNameSchema,
        until: z.string(),
      })
      .strict(),
  ),
});

export const staffItemSoldOutParamsSchema = z
  .object({ id: pathIdSchema, itemId: pathIdSchema })
  .strict();
export const staffModifierSoldOutParamsSchema = z
  .object({ id: pathIdSchema, modifierId: pathIdSchema })
  .strict();

/** A till's key as its owner sees it: never its secret after it was shown once. */
export const apiKeySummarySchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(apiKeyScopeSchema),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .strict();

export const apiKeysAnswerSchema = successAnswerSchema({ keys: z.array(apiKeySummarySchema) });

export const createApiKeyRequestSchema = z
  .object({ name: text(60).min(1), scopes: z.array(apiKeyScopeSchema).min(1).max(3) })
  .strict();

/** The new key: `key` is its whole text, shown this once. */
export const createdApiKeyAnswerSchema = successAnswerSchema({
  key: apiKeySummarySchema.extend({ key: z.string() }),
});

export const changePriceRequestSchema = z
  .object({
    price_label_id: z.number().int().positive(),
    /** Minor units of the business's currency (fils for KWD). */
    price: z.number().int().min(0).max(100_000_000),
  })
  .strict();

export const changeVisibilityRequestSchema = z.object({ visible: z.boolean() }).strict();

/** A dish as the staff manage it at one branch: its prices, whether shown, and what ran out. */
export const staffMenuItemSchema = z
  .object({
    id: z.number().int().positive(),
    name: localizedTextSchema,
    /** Shown on the menus of every branch; a hidden dish stays here to be shown again. */
    visible: z.boolean(),
    /** Since when this branch ran out of it; null while it sells it. */
    sold_out_since: z.string().nullable(),
    prices: z.array(
      z
        .object({
          id: z.number().int().positive(),
          label: localizedTextSchema,
          /** Minor units of the business's currency. */
          price: z.number().int(),
        })
        .strict(),
    ),
    options: z.array(
      z
        .object({
          id: z.number().int().positive(),
          name: localizedTextSchema,
          sold_out_since: z.string().nullable(),
        })
        .strict(),
    ),
  })
  .strict();

export type StaffMenuItem = z.infer<typeof staffMenuItemSchema>;

/** A branch's menu for its staff, by category in the menu's order, hidden dishes included. */
export const staffBranchMenuAnswerSchema = successAnswerSchema({
  currency: z.string(),
  categories: z.array(
    z
      .object({
        id: z.number().int().positive(),
        name: localizedTextSchema,
        items: z.array(staffMenuItemSchema),
      })
      .strict(),
  ),
});

/** A receiver of the business's signed events (ADR 061), as its owner sees it: never its secret. */
export const webhookEndpointSchema = z
  .object({
    id: z.number().int().positive(),
    url: z.string(),
    events: z.array(webhookEventTypeSchema),
    created_at: z.string(),
    disabled_at: z.string().nullable(),
  })
  .strict();

export const webhookEndpointsAnswerSchema = successAnswerSchema({
  endpoints: z.array(webhookEndpointSchema),
});

/** An https address (public: the API reaches no private network) and the events it takes. */
export const createWebhookEndpointRequestSchema = z
  .object({
    url: text(500).min(1),
    events: z.array(webhookEventTypeSchema).min(1).max(5),
  })
  .strict();

/** The new endpoint with its signing secret, shown this once. */
export const createdWebhookEndpointAnswerSchema = successAnswerSchema({
  endpoint: webhookEndpointSchema.extend({ secret: z.string() }),
});

export const webhookEndpointAnswerSchema = successAnswerSchema({ endpoint: webhookEndpointSchema });

/** One event owed to an endpoint: delivered, given up, or waiting for its next try. */
export const webhookDeliverySchema = z
  .object({
    id: z.number().int().positive(),
    event_id: z.string(),
    type: webhookEventTypeSchema,
    created_at: z.string(),
    attempts: z.number().int().min(0),
    delivered_at: z.string().nullable(),
    failed_at: z.string().nullable(),
    next_attempt_at: z.string().nullable(),
  })
  .strict();

export const webhookDeliveriesAnswerSchema = successAnswerSchema({
  deliveries: z.array(webhookDeliverySchema),
});

/** The tries of one delivery, oldest first: each answer's status, or why there was none. */
export const webhookAttemptsAnswerSchema = successAnswerSchema({
  attempts: z.array(
    z
      .object({
        at: z.string(),
        status_code: z.number().int().nullable(),
        error: z.string().nullable(),
        duration_ms: z.number().int(),
      })
      .strict(),
  ),
});

/** The business's whole menu as a menu document (ADR 046's format), to keep or edit elsewhere. */
export const staffMenuDocumentAnswerSchema = successAnswerSchema({ document: menuDocumentSchema });

/** What an uploaded menu document did: its categories and dishes, the new ones and the ones hidden. */
export const menuUploadAnswerSchema = successAnswerSchema({
  categories: z.number().int(),
  items: z.number().int(),
  /** Keys of dishes the menu did not have. */
  new_items: z.array(z.string()),
  /** Keys of shown dishes the document leaves out: hidden, not deleted. */
  hidden_items: z.array(z.string()),
});
