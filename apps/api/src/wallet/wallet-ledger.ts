import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { walletLedger, wallets } from "../db/schema/index.js";

/** A credit to a customer's wallet: a package's top-up or bonus, or an order's refund. */
export interface WalletCredit {
  readonly userId: number;
  readonly businessId: number;
  readonly currency: string;
  readonly kind: "top_up" | "package_bonus" | "order_refund";
  /** Minor units, above zero. */
  readonly amount: number;
  readonly orderId?: number | undefined;
  readonly purchaseId?: string | undefined;
  readonly now: Date;
}

/**
 * Credits a wallet once (ADR 027): the ledger entry and the balance change are written together,
 * inside the caller's transaction. A second credit of the same purchase or order and kind is
 * refused by the ledger's unique index and changes nothing. Answers whether it credited.
 */
export async function creditWallet(tx: Database, credit: WalletCredit): Promise<boolean> {
  if (credit.amount <= 0) return false;
  await tx
    .insert(wallets)
    .values({
      userId: credit.userId,
      businessId: credit.businessId,
      currency: credit.currency,
      balance: 0,
      updatedAt: credit.now,
    })
    .onConflictDoNothing({ target: wallets.userId });
  const [entry] = await tx
    .insert(walletLedger)
    .values({
      userId: credit.userId,
      businessId: credit.businessId,
      kind: credit.kind,
      amount: credit.amount,
      currency: credit.currency,
      orderId: credit.orderId ?? null,
      purchaseId: credit.purchaseId ?? null,
      createdAt: credit.now,
    })
    .onConflictDoNothing()
    .returning({ id: walletLedger.id });
  if (!entry) return false;
  await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${credit.amount}`, updatedAt: credit.now })
    .where(eq(wallets.userId, credit.userId));
  return true;
}

/**
 * Gives an order's wallet debit back (its payment was declined, cancelled or failed), once: the
 * refund is a ledger entry of its own, unique per order. Answers the amount given back.
 */
export async function refundOrderWallet(tx: Database, orderId: number, now: Date): Promise<number> {
  const [debit] = await tx
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.kind, "order_debit")));
  if (!debit) return 0;
  const credited = await creditWallet(tx, {
    userId: debit.userId,
    businessId: debit.businessId,
    currency: debit.currency,
    kind: "order_refund",
    amount: -debit.amount,
    orderId,
    now,
  });
  return credited ? -debit.amount : 0;
}

/** What an order's wallet debit gave back so far (0 when it had none or it still stands). */
export async function refundedForOrder(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ amount: walletLedger.amount })
    .from(walletLedger)
    .where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.kind, "order_refund")));
  return row?.amount ?? 0;
}
