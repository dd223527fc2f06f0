import { z } from "zod";
import {
  accessKeySchema,
  carDetailsSchema,
  deliveryAddressSchema,
  giftSchema,
  idempotencyKeySchema,
} from "./orders.js";
import { text, webAddress } from "./text.js";
import { successAnswerSchema } from "./envelope.js";

const idSchema = z.number().int().positive().max(2_147_483_647);

/** A cart line: ids, a count and a comment, never an amount (spec 3, Cart item; ADR 011). */
export const cartLineSchema = z
  .object({
    item_id: idSchema,
    category_id: idSchema,
    price_label_id: idSchema,
    quantity: z.number().int().min(1).max(1_000_000),
    modifiers: z
      .array(z.object({ id: idSchema, quantity: z.number().int().min(1).max(1000) }).strict())
      .max(100),
    comment: text(500, { multiline: true }),
  })
  .strict();

/** The order a checkout placed, as its repeat needs it: where the first answer sent the customer. */
export const lastOrderSchema = z
  .object({
    idempotency_key: idempotencyKeySchema,
    order_id: idSchema,
    access_key: accessKeySchema,
    payment_url: webAddress(2000).nullable(),
  })
  .strict();

/**
 * The customer's cart as the API keeps it (ADR 011): what spec 9 says persists (items, car, name,
 * phone, coupon) and the delivery state spec 9 keeps (area, delivery form, country), plus the note
 * and the chosen table, slot and payment method. Choices only: every amount is priced again.
 */
export const cartSchema = z
  .object({
    reference_id: text(120).min(1),
    branch_id: idSchema,
    lines: z.array(cartLineSchema).max(100),
    note: text(500, { multiline: true }),
    coupon_code: text(40).nullable(),
    name: text(80),
    phone: text(20),
    dial_code: z.string().regex(/^\+\d{1,4}$/),
    payment_type: z.number().int().min(1).max(99),
    table_id: idSchema.nullable(),
    car: carDetailsSchema.nullable(),
    delivery: deliveryAddressSchema.nullable(),
    shipping_country_id: idSchema.nullable(),
    gift: giftSchema.nullable(),
    /** The chosen slot's start for a later order (ISO 8601), null for now. */
    scheduled_at: text(40).nullable(),
    /**
     * The order the cart's last checkout placed, under that checkout's idempotency key: a repeated
     * post of the same checkout (a double click, a retry) answers it once the cart is emptied.
     */
    last_order: lastOrderSchema.nullable().optional(),
  })
  .strict();

export const cartIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
export const cartParamsSchema = z.object({ cartId: cartIdSchema }).strict();

/** GET and POST webapp/cart/{cartId}: the cart (POST saves it whole). */
export const cartAnswerSchema = successAnswerSchema({ cart: cartSchema });

export type CartDto = z.infer<typeof cartSchema>;
export type CartLineDto = z.infer<typeof cartLineSchema>;
export type LastOrderDto = z.infer<typeof lastOrderSchema>;
export type CartAnswer = z.infer<typeof cartAnswerSchema>;
