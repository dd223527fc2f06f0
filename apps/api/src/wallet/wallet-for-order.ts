import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { wallets } from "../db/schema/index.js";
import type { OrderContext } from "../orders/load-order-context.js";
import { type OrderProblem, problem } from "../orders/order-failure.js";

/** The wallet an order may spend from, or why it may not. */
export type WalletForOrder = { readonly balance: number } | OrderProblem;

/**
 * Spec 6: "Wallet use is allowed when the wallet is enabled and the user has a balance" (ADR 027).
 * A guest or a business without the wallet is 422 WALLET_NOT_AVAILABLE, a balance of zero 422
 * WALLET_EMPTY. Inside the order's transaction the balance comes from `lockWalletBalance`.
 */
export async function walletForOrder(
  db: Database,
  context: OrderContext,
  customer: { readonly userId: number } | undefined,
  /** The balance the order's transaction already locked (`lockWalletBalance`). */
  lockedBalance?: number,
): Promise<WalletForOrder> {
  if (!customer) {
    return problem(422, "WALLET_NOT_AVAILABLE", "The wallet needs a signed-in customer");
  }
  if (!context.walletEnabled) {
    return problem(422, "WALLET_NOT_AVAILABLE", "This business does not offer the wallet");
  }
  const balance =
    lockedBalance ??
    (
      await db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.userId, customer.userId))
    )[0]?.balance ??
    0;
  if (balance <= 0) return problem(422, "WALLET_EMPTY", "The wallet is empty");
  return { balance };
}

/**
 * Locks a customer's wallet row for the rest of the transaction and answers its balance
 * (undefined when the customer never had a wallet). The order's transaction takes it before any other work, so concurrent orders of
 * one customer price against the balance one after the other, and an emptied wallet fails at once.
 */
export async function lockWalletBalance(tx: Database, userId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .for("update");
  return row?.balance;
}
