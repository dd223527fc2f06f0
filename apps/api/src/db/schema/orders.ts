import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { branches, businesses } from "./businesses.js";
import { coupons } from "./promotions.js";
import { users } from "./accounts.js";
import { id, ownedBy, timestamptz } from "./columns.js";

/**
 * An order (spec 3, Order request) as the server priced it: the request it came with, the breakdown
 * the domain computed and the catalogue it was priced from, so it can be explained later.
 * Amounts are minor units of `currency`.
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    /** The signed-in customer who placed it; null for a guest's order (ADR 025). */
    userId: integer("user_id").references(() => users.id),
    /**
     * 128 random bits that open the order's pages, like a tracking link (ADR 012): a guest has no
     * account, and a retry with the same idempotency key must get the same key back.
     */
    accessKey: text("access_key").notNull(),
    /** The client's Idempotency-Key and the SHA-256 of the body it came with (ADR 012). */
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Spec 4 order status: pending 0 … scheduled 10. */
    status: smallint("status").notNull(),
    /** Spec 9 order type: delivery 0, dine in 1, pickup 2, product service 3. */
    orderType: smallint("order_type").notNull(),
    sellingType: text("selling_type").notNull(),
    paymentType: smallint("payment_type").notNull(),
    paymentStatus: text("payment_status", {
      enum: ["not_required", "pending", "paid", "failed"],
    }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    customerName: text("customer_name").notNull(),
    phone: text("phone").notNull(),
    scheduledFor: timestamptz("scheduled_for"),
    request: jsonb("request").$type<unknown>().notNull(),
    breakdown: jsonb("breakdown").$type<unknown>().notNull(),
    pricedFrom: jsonb("priced_from").$type<unknown>().notNull(),
    details: jsonb("details").$type<unknown>().notNull(),
    /** The interface language the customer ordered in: the one their messages speak. */
    language: text("language").notNull().default("en"),
    /** When the kitchen expects it ready (delivered, for a delivery), set when it accepts it. */
    expectedAt: timestamptz("expected_at"),
    /** Why the business rejected or cancelled it, in the words of its staff. */
    statusReason: text("status_reason"),
    /** When a car pickup customer said they are outside. */
    customerArrivedAt: timestamptz("customer_arrived_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    unique("orders_idempotency_key_unique").on(table.idempotencyKey),
    index("orders_business_id_index").on(table.businessId),
    index("orders_user_id_index").on(table.userId),
    check("orders_total_not_negative", sql`${table.total} >= 0`),
    check("orders_status_known", sql`${table.status} in (0, 1, 2, 3, 4, 5, 9, 10)`),
  ],
);

/** One line of an order (spec 3, Order line), with the amounts the server computed. */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: ownedBy("order_id", () => orders.id),
    position: integer("position").notNull(),
    itemId: integer("item_id").notNull(),
    priceLabelId: integer("price_label_id").notNull(),
    quantity: integer("quantity").notNull(),
    modifiers: jsonb("modifiers").$type<unknown>().notNull(),
    comment: text("comment").notNull(),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    totalPrice: bigint("total_price", { mode: "number" }).notNull(),
    discountId: integer("discount_id"),
  },
  (table) => [
    unique("order_lines_order_position_unique").on(table.orderId, table.position),
    check("order_lines_quantity_positive", sql`${table.quantity} >= 1`),
  ],
);

/** Each status an order went through, in order (GET webapp/update-order-events). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: ownedBy("order_id", () => orders.id),
    status: smallint("status").notNull(),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (table) => [index("order_events_order_id_index").on(table.orderId)],
);

/** A coupon used by an order: one row per order, so a use is counted once. */
export const couponRedemptions = pgTable("coupon_redemptions", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  couponId: integer("coupon_id")
    .notNull()
    .references(() => coupons.id),
  amount: bigint("amount", { mode: "number" }).notNull(),
});

/** Messages for other systems (the kitchen, notifications), written in the order's transaction. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    topic: text("topic").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** When its webhook deliveries were written; null until then. */
    publishedAt: timestamptz("published_at"),
  },
  (table) => [
    index("outbox_unpublished_index")
      .on(table.id)
      .where(sql`${table.publishedAt} is null`),
  ],
);
