import type { WalletAnswer, WalletEntry } from "@storefront/api-client";
import { businessSettingsOf } from "@storefront/api-client";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  businesses,
  orders,
  walletLedger,
  walletPackagePurchases,
  walletPackages,
  wallets,
} from "../db/schema/index.js";

/** History entries per page. */
export const walletHistoryPageSize = 20;

/**
 * A customer's wallet as spec 3 names it (ADR 027): the balance, what is on hold for orders whose
 * online payment for the rest is pending, the packages on sale and the policy.
 */
export async function readWallet(
  db: Database,
  customer: { readonly userId: number; readonly businessId: number },
): Promise<WalletAnswer> {
  const [business] = await db
    .select({ currency: businesses.currency, settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, customer.businessId));
  if (!business) throw new Error("A customer without a business");
  const settings = businessSettingsOf(business.settings);
  const [wallet] = await db
    .select({ balance: wallets.balance, currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.userId, customer.userId));
  const currency = wallet?.currency ?? business.currency;
  // The net of each pending order's debit and refund: what comes back if its payment fails.
  const [hold] = await db
    .select({ amount: sql<string>`coalesce(-sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .innerJoin(orders, eq(orders.id, walletLedger.orderId))
    .where(and(eq(walletLedger.userId, customer.userId), eq(orders.paymentStatus, "pending")));
  const packages = settings.enable_wallet
    ? await db
        .select()
        .from(walletPackages)
        .where(
          and(eq(walletPackages.businessId, customer.businessId), eq(walletPackages.visible, true)),
        )
        .orderBy(asc(walletPackages.position), asc(walletPackages.id))
    : [];
  return {
    error: 0,
    message: "",
    wallet_feature_enabled: settings.enable_wallet,
    balance: [{ amount: wallet?.balance ?? 0, currency }],
    onHoldBalance: [{ amount: Number(hold?.amount ?? 0), currency }],
    availablePackages: packages.map((row) => ({
      id: row.id,
      name: row.name,
      currency: business.currency,
      price: row.price,
      amount: row.amount,
      bonus: row.amount - row.price,
    })),
    policy: settings.wallet_policy,
  };
}

/** One page of a customer's ledger, newest first, and how many entries there are in all. */
export async function readWalletHistory(
  db: Database,
  userId: number,
  page: number,
): Promise<{ entries: WalletEntry[]; total: number }> {
  const rows = await db
    .select({ entry: walletLedger, packageId: walletPackagePurchases.packageId })
    .from(walletLedger)
    .leftJoin(walletPackagePurchases, eq(walletPackagePurchases.id, walletLedger.purchaseId))
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(walletHistoryPageSize)
    .offset((page - 1) * walletHistoryPageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return {
    entries: rows.map(({ entry, packageId }) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      currency: entry.currency,
      order_id: entry.orderId,
      package_id: packageId,
      purchase_id: entry.purchaseId,
      created_at: entry.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
