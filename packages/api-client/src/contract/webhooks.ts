import { z } from "zod";

/**
 * The events a business's webhook endpoints receive (docs/decisions/061-signed-webhooks.md), each
 * POSTed as `{ id, type, created_at, data }` and signed. The id is the same on every try: a
 * receiver drops an id it has seen.
 */
export const webhookEventTypes = [
  "order.created",
  "order.paid",
  "order.status_changed",
  "reservation.created",
  "reservation.status_changed",
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** The headers of a delivery: the event's id and type, and the signature over its body. */
export const webhookHeaders = {
  id: "Storefront-Event-Id",
  type: "Storefront-Event-Type",
  signature: "Storefront-Signature",
} as const;

const id = z.number().int().positive();
const owner = { business_id: id, branch_id: id };

/** What each event carries in `data`. Amounts are minor units of `currency`. */
export const webhookEventDataSchemas = {
  "order.created": z
    .object({
      order_id: id,
      ...owner,
      status: z.number().int(),
      currency: z.string(),
      total: z.number().int(),
    })
    .strict(),
  "order.paid": z
    .object({
      order_id: id,
      ...owner,
      payment_id: z.string(),
      currency: z.string(),
      amount: z.number().int(),
    })
    .strict(),
  "order.status_changed": z
    .object({
      order_id: id,
      ...owner,
      status: z.number().int(),
      status_name: z.string(),
      previous_status: z.number().int(),
      expected_at: z.string().nullable(),
      reason: z.string().nullable(),
    })
    .strict(),
  "reservation.created": z
    .object({
      reservation_id: id,
      ...owner,
      status: z.number().int(),
      date: z.string(),
      slot_start: z.string(),
      party_size: z.number().int(),
      table_id: id.nullable(),
    })
    .strict(),
  "reservation.status_changed": z
    .object({
      reservation_id: id,
      ...owner,
      status: z.number().int(),
      status_name: z.string(),
      previous_status: z.number().int(),
    })
    .strict(),
} satisfies Record<WebhookEventType, z.ZodType>;

/** The body of one event of a type, as a receiver reads it. */
export const webhookEventSchema = <T extends WebhookEventType>(type: T) =>
  z
    .object({
      id: z.string().regex(/^evt_[0-9]+$/),
      type: z.literal(type),
      created_at: z.string(),
      data: webhookEventDataSchemas[type],
    })
    .strict();
