import { orderStatuses, type OrderStatusName as StatusName } from "@storefront/domain";
import { z } from "zod";
import { localizedTextSchema } from "./localized-text.js";
import { pathIdSchema } from "./menu.js";
import { orderSellingTypeSchema } from "./selling-types.js";
import { paymentIdSchema } from "./gateway.js";
import { text, webAddress } from "./text.js";
import { successAnswerSchema } from "./envelope.js";
import { pageFields } from "./page-fields.js";

/**
 * `POST webapp/order` and `POST /service/pos/calc-order/{branchId}` take the spec's order request
 * (section 3) with its field names, plus what the spec leaves unsaid: where to deliver, which
 * table or car, when, the gift and where an online payment returns (docs/decisions/012-orders.md).
 * The amount fields the spec puts in the request (`fees`, a line's `total_price` and
 * `unit_price`, a modifier's `price`) are the client's expectation only: the server prices
 * everything again and answers 409 PRICE_CHANGED when they differ. Amounts are minor units.
 */

const idSchema = z.number().int().positive().max(2_147_483_647);
const amountSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const orderLineModifierRequestSchema = z
  .object({
    id: idSchema,
    quantity: z.number().int().min(1).max(1000),
    price: amountSchema.optional(),
    provider: text(60).nullable().optional(),
    provider_id: text(60).nullable().optional(),
  })
  .strict();

/** An order line (spec 3) as a client sends it. */
export const orderLineRequestSchema = z
  .object({
    item_id: idSchema,
    quantity: z.number().int().min(1).max(1_000_000),
    price_label_id: idSchema,
    /** The chosen modifiers' ids, comma-separated (spec 3): `"31,32"`, `""` for none. */
    modifiers: z
      .string()
      .max(2000)
      .regex(/^(\d{1,10}(,\d{1,10})*)?$/, "a comma-separated list of modifier ids"),
    /** The modifiers with their quantities; when absent each listed modifier counts once. */
    modifiers_details: z.array(orderLineModifierRequestSchema).max(100).optional(),
    comment: text(500, { multiline: true }).default(""),
    total_price: amountSchema.optional(),
    unit_price: amountSchema.optional(),
    discount_id: idSchema.nullable().optional(),
    weight: z.number().int().min(0).nullable().optional(),
    shippingWeight: z.number().int().min(0).nullable().optional(),
    isQty: z.boolean().optional(),
    provider: text(60).nullable().optional(),
    provider_id: text(60).nullable().optional(),
  })
  .strict();

/** Address types (spec 3): company 0, house 1, apartment 2. */
export const addressTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The delivery form (spec 3, Address form fields) with its location. */
export const deliveryAddressSchema = z
  .object({
    area_id: idSchema.nullable(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    type: addressTypeSchema,
    city: text(120).optional(),
    street: text(120).optional(),
    block: text(40).optional(),
    postcode: text(20).optional(),
    building: text(60).optional(),
    avenue: text(60).optional(),
    intercom: text(40).optional(),
    floor: text(20).optional(),
    apartment: text(20).optional(),
    parking: text(60).optional(),
    note: text(300, { multiline: true }).optional(),
    house_number: text(20).optional(),
    office_number: text(20).optional(),
    paci: z
      .string()
      .regex(/^\d{0,12}$/)
      .optional(),
  })
  .strict();

export const carDetailsSchema = z
  .object({
    model: text(60).min(1),
    color: text(40).min(1),
    plate_number: text(20).min(1),
  })
  .strict();

export const giftSchema = z
  .object({
    recipient_name: text(80).min(1),
    recipient_phone: text(20).min(2),
    message: text(300, { multiline: true }),
  })
  .strict();

/** The order request (spec 3) with the contract's additions. */
export const orderRequestSchema = z
  .object({
    /** "now" or "later" (spec 4 schedule type). */
    priority: z.enum(["now", "later"]),
    comment: text(500, { multiline: true }).default(""),
    branch_id: idSchema,
    order_lines: z.array(orderLineRequestSchema).max(100),
    name: text(80),
    phone: text(20),
    dial_code: z.string().regex(/^\+\d{1,4}$/),
    coupon_code: text(40).nullable().optional(),
    notes: text(500, { multiline: true }).default(""),
    /** The delivery or shipping fee the customer saw. */
    fees: amountSchema.optional(),
    payment_type: z.number().int().min(0).max(99),
    use_wallet: z.boolean().default(false),
    selling_types: orderSellingTypeSchema,
    reservation: z.boolean().default(false),
    /**
     * The signed-in customer's type 2 reservation this order comes with (`reservation` must be
     * true): its lines are from the reservation menu and the reservation gets the order's id
     * (docs/decisions/028-reservations.md).
     */
    reservation_id: idSchema.nullable().optional(),
    /** The slot's start for a "later" order, ISO 8601 with offset. */
    scheduled_at: z.iso.datetime({ offset: true }).nullable().optional(),
    delivery: deliveryAddressSchema.nullable().optional(),
    /** A shipping order's country (instead of a zone). */
    shipping_country_id: idSchema.nullable().optional(),
    table_id: idSchema.nullable().optional(),
    car: carDetailsSchema.nullable().optional(),
    gift: giftSchema.nullable().optional(),
    /** Where an online payment comes back to: an allow-listed storefront origin; `{order}` in it becomes the order's id. */
    return_url: webAddress(500).nullable().optional(),
  })
  .strict();

/** One line of a priced breakdown, as the server computed it. */
export const breakdownLineSchema = z
  .object({
    position: z.number().int().min(0),
    item_id: idSchema,
    price_label_id: idSchema,
    quantity: z.number().int().min(1),
    modifiers: z
      .array(z.object({ id: idSchema, quantity: z.number().int(), price: amountSchema }).strict())
      .max(100),
    comment: z.string(),
    label_price: amountSchema,
    modifiers_price: amountSchema,
    unit_price: amountSchema,
    gross: amountSchema,
    discount_id: idSchema.nullable(),
    item_discount: amountSchema,
    coupon_units: z.number().int().min(0),
    coupon_share: amountSchema,
    net: amountSchema,
    tax_total: amountSchema,
  })
  .strict();

/** A tax summary row with exactly the spec's fields; `rate` in basis points. */
export const taxSummaryRowSchema = z
  .object({
    taxId: idSchema,
    taxName: z.string(),
    rate: z.number().int().min(0),
    taxValue: amountSchema,
    modifiersTaxValue: amountSchema,
    totalTaxValue: amountSchema,
  })
  .strict();

/**
 * A priced order, line by line: `total = subtotal − discount_total − coupon_total + tax_total +
 * exclusive_tax.amount + delivery_fee.amount − wallet + cash_rounding`, all minor units of `currency`.
 */
export const breakdownSchema = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    payment_type: z.number().int(),
    lines: z.array(breakdownLineSchema),
    subtotal: amountSchema,
    discount_total: amountSchema,
    coupon: z
      .object({
        code: z.string(),
        applied: z.boolean(),
        /** Why it does not apply (a failure code), null when it does. */
        reason: z.string().nullable(),
        amount: amountSchema,
        free_delivery: z.boolean(),
      })
      .strict()
      .nullable(),
    coupon_total: amountSchema,
    net_subtotal: amountSchema,
    tax_rows: z.array(taxSummaryRowSchema),
    tax_total: amountSchema,
    exclusive_tax: z
      .object({ rate_basis_points: z.number().int(), base: amountSchema, amount: amountSchema })
      .strict(),
    inclusive_tax_rows: z.array(taxSummaryRowSchema),
    inclusive_tax_total: amountSchema,
    delivery_fee: z
      .object({
        kind: z.enum(["none", "zone", "shipping"]),
        /** The fee before a free-delivery coupon. */
        fee: amountSchema,
        waived_by_coupon: z.string().nullable(),
        zone_id: idSchema.nullable(),
        country_id: idSchema.nullable(),
        weight_grams: z.number().int().min(0).nullable(),
        amount: amountSchema,
      })
      .strict(),
    payable_before_wallet: amountSchema,
    wallet: amountSchema,
    cash_rounding: z.number().int(),
    total: amountSchema,
  })
  .strict();

/** A line the server will not sell, and why (calc-order answers it instead of failing). */
export const refusalSchema = z
  .object({
    position: z.number().int().min(0),
    item_id: z.number().int(),
    code: z.string(),
    message: z.string(),
  })
  .strict();

/** POST /service/pos/calc-order/{branchId}: the breakdown of what can be ordered, and what cannot. */
export const calcOrderAnswerSchema = successAnswerSchema({
  breakdown: breakdownSchema,
  /**
   * What each payment method the business takes would be charged, the breakdown's own method
   * included: only cash in a currency with a cash step (CHF) differs (ADR 039), so a page shows
   * the total of whichever method the customer picks.
   */
  payment_totals: z.array(
    z
      .object({
        payment_type: z.number().int(),
        cash_rounding: z.number().int(),
        total: amountSchema,
      })
      .strict(),
  ),
  refusals: z.array(refusalSchema),
  /** What would stop this order from being placed as it is (a closed shop, a refused coupon, …). */
  problems: z.array(z.object({ code: z.string(), message: z.string() }).strict()),
  /** The minimum order that applies (zone, country or selling type) and whether the order meets it. */
  minimum_order: z.object({ amount: amountSchema, met: z.boolean() }).strict(),
  /** The zone that delivers, with its delivery time (30 minutes when it sets none). */
  delivery_zone: z
    .object({
      id: idSchema,
      delivery_time: z.number().int().min(0),
      unit: z.enum(["minute", "hour", "day"]),
    })
    .strict()
    .nullable(),
});

/** The spec's order status names (section 4), in the order of the domain's code table. */
export const orderStatusNameSchema = z.enum(
  Object.keys(orderStatuses) as [StatusName, ...StatusName[]],
);

export const orderEventSchema = z
  .object({ status: z.number().int(), status_name: orderStatusNameSchema, at: z.string() })
  .strict();

/**
 * What a customer ordered on one line, by name: the dish, its price (named only when the dish has
 * several), each chosen modifier with its group and quantity, and the line's note. Names are the
 * catalogue's translations (ADR 004), so a page names them in its own language; a dish or modifier
 * since removed from the catalogue has no name (null, or left out of `modifiers`).
 */
export const orderLineNamesSchema = z
  .object({
    /** The line's position in the request, as in `breakdown.lines`. */
    position: z.number().int().min(0),
    name: localizedTextSchema.nullable(),
    price_label: localizedTextSchema.nullable(),
    modifiers: z
      .array(
        z
          .object({
            id: idSchema,
            group: localizedTextSchema,
            name: localizedTextSchema,
            quantity: z.number().int().min(1),
          })
          .strict(),
      )
      .max(100),
    comment: z.string(),
  })
  .strict();

/** An order as its customer sees it. */
export const orderSchema = z
  .object({
    id: idSchema,
    reference_id: z.string(),
    branch_id: idSchema,
    status: z.number().int(),
    status_name: orderStatusNameSchema,
    selling_types: orderSellingTypeSchema,
    order_type: z.number().int(),
    payment_type: z.number().int(),
    payment_status: z.enum(["not_required", "pending", "paid", "failed"]),
    currency: z.string(),
    total: amountSchema,
    breakdown: breakdownSchema,
    name: z.string(),
    phone: z.string(),
    scheduled_at: z.string().nullable(),
    created_at: z.string(),
    /** When the kitchen expects it ready (delivered, for a delivery), once it accepted it. */
    expected_at: z.string().nullable(),
    /** Why the business rejected or cancelled it, in its staff's words. */
    status_reason: z.string().nullable(),
    /** When a car pickup customer said they are outside. */
    customer_arrived_at: z.string().nullable(),
    details: z
      .object({
        comment: z.string(),
        notes: z.string(),
        delivery: deliveryAddressSchema.nullable(),
        shipping_country_id: idSchema.nullable(),
        table: z.object({ id: idSchema, name: z.string(), floor: z.string() }).strict().nullable(),
        car: carDetailsSchema.nullable(),
        gift: giftSchema.nullable(),
        delivery_time: z
          .object({ value: z.number().int(), unit: z.enum(["minute", "hour", "day"]) })
          .strict()
          .nullable(),
      })
      .strict(),
    events: z.array(orderEventSchema),
    /** Each line by name, in the order of `breakdown.lines`. */
    lines: z.array(orderLineNamesSchema),
    /** With `?full=true`: the request as sent and the catalogue it was priced from. */
    request: z.unknown().optional(),
    priced_from: z.unknown().optional(),
  })
  .strict();

/** POST webapp/order: the order, the key that opens it, and the hosted payment page if online. */
export const placeOrderAnswerSchema = successAnswerSchema({
  order: orderSchema,
  /** Keep it: it opens the order's pages (`GET webapp/order/{id}/{access_key}`). */
  access_key: z.string(),
  payment_url: z.url().nullable(),
});

export const getOrderAnswerSchema = successAnswerSchema({ order: orderSchema });

/** GET webapp/update-order-events/{orderId}/{accessKey}: the status and its history, for following live. */
export const orderEventsAnswerSchema = successAnswerSchema({
  status: z.number().int(),
  status_name: orderStatusNameSchema,
  expected_at: z.string().nullable(),
  status_reason: z.string().nullable(),
  payment_status: z.enum(["not_required", "pending", "paid", "failed"]),
  events: z.array(orderEventSchema),
});

/** GET webapp/transaction/{orderId}/{paymentId}: the server's own check with the gateway. */
export const transactionAnswerSchema = successAnswerSchema({
  payment_id: z.string(),
  // voided: withdrawn undecided when a newer attempt opened; refunded: approved for an order already paid (ADR 034).
  gateway_status: z.enum(["initiated", "approved", "declined", "cancelled", "voided", "refunded"]),
  payment_status: z.enum(["not_required", "pending", "paid", "failed"]),
  order_status: z.number().int(),
});

/** POST webapp/order/{id}/{accessKey}/payment: the hosted page of a new payment attempt. */
export const retryPaymentAnswerSchema = successAnswerSchema({ payment_url: z.url() });

export const accessKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/**
 * The `Idempotency-Key` of a request that moves money (an order, a wallet package): the same key
 * from the same caller is the same request, answered again, never done twice (ADR 012, ADR 036).
 */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
export const orderPathSchema = z.object({ id: pathIdSchema, key: accessKeySchema }).strict();
export const calcOrderParamsSchema = z.object({ branchId: pathIdSchema }).strict();
export const getOrderQuerySchema = z
  .object({ full: z.enum(["true", "false"]).optional() })
  .strict();

/** Orders a customer's history shows per page. */
export const customerOrdersPerPage = 10;

/** `GET webapp/v5/orders/{id}?page={n}`: the signed-in customer's own id and a page from 1. */
export const customerOrdersParamsSchema = z.object({ id: pathIdSchema }).strict();
export const customerOrdersQuerySchema = z
  .object({
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/, "a page from 1 to 9999")
      .transform(Number)
      .optional(),
  })
  .strict();

/** One order of a customer's history: what the list shows, not its details. */
export const customerOrderSummarySchema = z
  .object({
    id: idSchema,
    reference_id: z.string(),
    status: z.number().int(),
    status_name: orderStatusNameSchema,
    selling_types: orderSellingTypeSchema,
    payment_status: z.enum(["not_required", "pending", "paid", "failed"]),
    currency: z.string(),
    total: amountSchema,
    created_at: z.string(),
  })
  .strict();

/**
 * The signed-in customer's orders at the token's business, newest first, a page at a time
 * (`has_more`: an older page exists). Only the token's own id answers; another is a 404.
 */
export const customerOrdersAnswerSchema = successAnswerSchema({
  orders: z.array(customerOrderSummarySchema),
  ...pageFields,
  has_more: z.boolean(),
});

export type CustomerOrdersAnswer = z.infer<typeof customerOrdersAnswerSchema>;
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;

export type OrderLineRequest = z.input<typeof orderLineRequestSchema>;
export type OrderRequestBody = z.input<typeof orderRequestSchema>;
export type ParsedOrderRequest = z.output<typeof orderRequestSchema>;
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type Breakdown = z.infer<typeof breakdownSchema>;
export type BreakdownLine = z.infer<typeof breakdownLineSchema>;
export type Refusal = z.infer<typeof refusalSchema>;
export type CalcOrderAnswer = z.infer<typeof calcOrderAnswerSchema>;
export type OrderDto = z.infer<typeof orderSchema>;
export type OrderLineNames = z.infer<typeof orderLineNamesSchema>;
export type OrderStatusName = z.infer<typeof orderStatusNameSchema>;
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswerSchema>;
export type GetOrderAnswer = z.infer<typeof getOrderAnswerSchema>;
export type OrderEventsAnswer = z.infer<typeof orderEventsAnswerSchema>;
export type RetryPaymentAnswer = z.infer<typeof retryPaymentAnswerSchema>;
export type TransactionAnswer = z.infer<typeof transactionAnswerSchema>;

/** An order named by its id alone: the customer's own (token) or the holder of X-Order-Key. */
export const orderIdParamsSchema = z.object({ id: pathIdSchema }).strict();

/** A payment of an order, checked with the gateway. */
export const transactionParamsSchema = z
  .object({ orderId: pathIdSchema, paymentId: paymentIdSchema })
  .strict();

/** A new payment attempt sends nothing but its path. */
export const retryPaymentBodySchema = z.object({}).strict().optional();

/** Development only: the kitchen's move of an order to another status (ADR 014). */
export const moveOrderBodySchema = z.object({ status: z.number().int().min(0).max(10) }).strict();

export const moveOrderAnswerSchema = successAnswerSchema({
  status: z.number().int(),
  status_name: orderStatusNameSchema,
});
