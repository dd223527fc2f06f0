import { sql } from "drizzle-orm";
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "./orders.js";
import { walletPackagePurchases } from "./wallet.js";
import { timestamptz } from "./columns.js";

/**
 * A payment of an order through a gateway (ADR 013). The gateway's own answer is recorded apart
 * from the order's payment status, which changes only after the server checked with the gateway.
 */
export const payments = pgTable(
  "payments",
  {
    /** 128 random bits, base64url: the payment's reference at the gateway. */
    id: text("id").primaryKey(),
    /** The order it pays, or the wallet package purchase (exactly one of the two). */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    purchaseId: text("purchase_id").references(() => walletPackagePurchases.id, {
      onDelete: "cascade",
    }),
    gateway: text("gateway").notNull(),
    method: smallint("method").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    /**
     * What the gateway says: initiated until the customer approves, declines or cancels; voided
     * when the shop withdrew it undecided, refunded when the shop gave an approval back (ADR 034).
     */
    gatewayStatus: text("gateway_status", {
      enum: ["initiated", "approved", "declined", "cancelled", "voided", "refunded"],
    }).notNull(),
    /**
     * What the shop made of this attempt (ADR 034): open while it waits for the payer; paid when
     * its approval settled what it pays; failed when declined or cancelled; voided when a newer
     * attempt or another approval replaced it; refunded when its approval came for something
     * already paid.
     */
    outcome: text("outcome", { enum: ["open", "paid", "failed", "voided", "refunded"] })
      .notNull()
      .default("open"),
    outcomeAt: timestamptz("outcome_at"),
    /** The interface language the hosted page speaks (the customer's when the attempt opened). */
    language: text("language").notNull().default("en"),
    /** Where the customer goes back to after the hosted page. */
    returnUrl: text("return_url").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    decidedAt: timestamptz("decided_at"),
    /**
     * When the payment sweep may ask the gateway about this open payment again (ADR 069): set as
     * a process claims it, so no other process asks at the same time, then pushed back the longer
     * the payment has been open. Null until its first sweep.
     */
    nextCheckAt: timestamptz("next_check_at"),
  },
  (table) => [
    index("payments_order_id_index").on(table.orderId),
    index("payments_purchase_id_index").on(table.purchaseId),
    // At most one open attempt per order, and per package purchase (ADR 034).
    uniqueIndex("payments_one_open_per_order")
      .on(table.orderId)
      .where(sql`${table.outcome} = 'open' and ${table.orderId} is not null`),
    uniqueIndex("payments_one_open_per_purchase")
      .on(table.purchaseId)
      .where(sql`${table.outcome} = 'open' and ${table.purchaseId} is not null`),
    // The sweep's claim reads only open payments, oldest first (ADR 069).
    index("payments_open_by_age_index")
      .on(table.createdAt)
      .where(sql`${table.outcome} = 'open'`),
    check("payments_pays_one_thing", sql`num_nonnulls(${table.orderId}, ${table.purchaseId}) = 1`),
  ],
);
