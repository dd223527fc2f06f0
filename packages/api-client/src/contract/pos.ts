import { z } from "zod";
import { successAnswerSchema } from "./envelope.js";
import { pathIdSchema } from "./menu.js";
import { orderSchema } from "./orders.js";
import { text } from "./text.js";

/**
 * The till's API under `/service/pos/` (docs/decisions/060-pos-api-keys.md): a business's own
 * point of sale reads its orders, moves them and marks dishes sold out, with a key of the
 * business sent as `Authorization: Bearer sk_<prefix>_<secret>`.
 */

/** What a till's key may do: read orders, move them, change what the menu offers. */
export const apiKeyScopes = ["orders:read", "orders:write", "menu:write"] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** A key as shown once: `sk_`, 12 hex digits that name it, `_`, 256 random bits in base64url. */
export const apiKeyPattern = /^sk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

/** Orders a page of the changes holds when the till does not say. */
export const posOrdersPerPage = 50;

/**
 * `GET /service/pos/orders?cursor=…&limit=…`: the changes after the cursor the last page answered
 * (none: from the first order). The cursor is opaque; only the API reads it.
 */
export const posOrdersQuerySchema = z
  .object({
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, "a cursor this API answered")
      .optional(),
    limit: z
      .string()
      .regex(/^[1-9][0-9]{0,2}$/, "from 1 to 200")
      .transform(Number)
      .pipe(z.number().max(200))
      .optional(),
  })
  .strict();

/** An order as the till reads it: the customer's view, with when it is expected and why it ended. */
export const posOrderSchema = orderSchema
  .omit({ request: true, priced_from: true })
  .extend({
    /** When the kitchen expects it ready (delivered, for a delivery); set when accepted. */
    expected_at: z.string().nullable(),
    /** Why it was rejected or cancelled, in the words of the business. */
    status_reason: z.string().nullable(),
    /** Its last change: the listing's order. */
    updated_at: z.string(),
  })
  .strict();
export type PosOrder = z.infer<typeof posOrderSchema>;

export const posOrdersAnswerSchema = successAnswerSchema({
  /** Changed orders, oldest change first, each as it stands now. */
  orders: z.array(posOrderSchema),
  /** Where the next page starts; the same cursor again when nothing changed. */
  next_cursor: z.string(),
  /** More changes wait after this page: ask again at once. */
  has_more: z.boolean(),
});
export type PosOrdersAnswer = z.infer<typeof posOrdersAnswerSchema>;

export const posOrderAnswerSchema = successAnswerSchema({ order: posOrderSchema });

export const posOrderParamsSchema = z.object({ id: pathIdSchema }).strict();

/**
 * A move of an order by the till (ADR 014's transitions): minutes until ready when accepting, the
 * reason the customer reads when rejecting or cancelling.
 */
export const posMoveOrderBodySchema = z
  .object({
    status: z.number().int().min(0).max(10),
    preparation_minutes: z.number().int().min(1).max(1440).optional(),
    reason: text(300).trim().min(1).optional(),
  })
  .strict();

export const posItemSoldOutParamsSchema = z
  .object({ branchId: pathIdSchema, itemId: pathIdSchema })
  .strict();
export const posModifierSoldOutParamsSchema = z
  .object({ branchId: pathIdSchema, modifierId: pathIdSchema })
  .strict();

/** Sold out (true) until marked back (false); the storefront stops offering it on its next request. */
export const posSoldOutBodySchema = z.object({ sold_out: z.boolean() }).strict();

export const posSoldOutAnswerSchema = successAnswerSchema({
  sold_out: z.boolean(),
  /** Since when, while sold out. */
  since: z.string().nullable(),
});
