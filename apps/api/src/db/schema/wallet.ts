import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { businesses } from "./businesses.js";
import { orders } from "./orders.js";
import { id, localizedText, ownedBy, position, timestamptz, visible } from "./columns.js";

/** A wallet package a business sells (spec 3, Wallet: availablePackages): pay `price`, receive `amount`. */
export const walletPackages = pgTable(
  "wallet_packages",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    name: localizedText("name").notNull(),
    /** Minor units of the business's currency. */
    price: bigint("price", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    visible: visible(),
    position: position(),
  },
  (table) => [
    index("wallet_packages_business_id_index").on(table.businessId),
    check("wallet_packages_price_positive", sql`${table.price} > 0`),
    check("wallet_packages_amount_covers_price", sql`${table.amount} >= ${table.price}`),
  ],
);

/**
 * A customer's wallet: the balance, kept in the same transaction as every ledger entry, so it
 * always equals the sum of the customer's ledger; the database refuses a negative one.
 */
export const wallets = pgTable(
  "wallets",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    businessId: ownedBy("business_id", () => businesses.id),
    currency: char("currency", { length: 3 }).notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (table) => [check("wallets_balance_not_negative", sql`${table.balance} >= 0`)],
);

/** A package bought through the gateway: pending until the server's check says paid or failed. */
export const walletPackagePurchases = pgTable(
  "wallet_package_purchases",
  {
    /** 128 random bits, base64url. */
    id: text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    businessId: ownedBy("business_id", () => businesses.id),
    packageId: integer("package_id")
      .notNull()
      .references(() => walletPackages.id),
    /** The package's price and amount when bought. */
    price: bigint("price", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    status: text("status", { enum: ["pending", "paid", "failed"] }).notNull(),
    createdAt: timestamptz("created_at").notNull(),
    decidedAt: timestamptz("decided_at"),
    /** The buyer's Idempotency-Key: a second "Buy" with it is this purchase again. */
    idempotencyKey: text("idempotency_key").notNull(),
  },
  (table) => [
    index("wallet_package_purchases_user_id_index").on(table.userId),
    uniqueIndex("wallet_package_purchases_user_key_index").on(table.userId, table.idempotencyKey),
    check(
      "wallet_package_purchases_status_known",
      sql`${table.status} in ('pending', 'paid', 'failed')`,
    ),
  ],
);

/**
 * The wallet's ledger, append-only: credits positive, debits negative, in minor units. A purchase
 * credits its top-up and its bonus once each, an order is debited once and refunded once (unique
 * indexes), and each entry is written with its wallet's balance change in one transaction.
 */
export const walletLedger = pgTable(
  "wallet_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: ownedBy("user_id", () => wallets.userId),
    businessId: ownedBy("business_id", () => businesses.id),
    kind: text("kind", {
      enum: ["top_up", "package_bonus", "order_debit", "order_refund"],
    }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    orderId: integer("order_id").references(() => orders.id),
    purchaseId: text("purchase_id").references(() => walletPackagePurchases.id),
    createdAt: timestamptz("created_at").notNull(),
  },
  (table) => [
    index("wallet_ledger_user_created_index").on(table.userId, table.createdAt),
    uniqueIndex("wallet_ledger_order_kind_unique")
      .on(table.orderId, table.kind)
      .where(sql`${table.orderId} is not null`),
    uniqueIndex("wallet_ledger_purchase_kind_unique")
      .on(table.purchaseId, table.kind)
      .where(sql`${table.purchaseId} is not null`),
    check(
      "wallet_ledger_kind_sign",
      sql`(${table.kind} = 'order_debit' and ${table.amount} < 0) or (${table.kind} <> 'order_debit' and ${table.amount} > 0)`,
    ),
    check(
      "wallet_ledger_kind_reference",
      sql`(${table.kind} in ('order_debit', 'order_refund') and ${table.orderId} is not null and ${table.purchaseId} is null) or (${table.kind} in ('top_up', 'package_bonus') and ${table.purchaseId} is not null and ${table.orderId} is null)`,
    ),
  ],
);
