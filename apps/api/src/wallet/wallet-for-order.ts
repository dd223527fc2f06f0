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
 * WALLET_EMPTY. An order's placement passes the balance it already read with the revision; the
 * order's statement debits it only while the wallet still holds it.
 */
export async function walletForOrder(
  db: Database,
  context: OrderContext,
  customer: { readonly userId: number } | undefined,
  /** The balance the order's placement already read (`readOrderStart`). */
  knownBalance?: number,
): Promise<WalletForOrder> {
  if (!customer) {
    return problem(422, "WALLET_NOT_AVAILABLE", "The wallet needs a signed-in customer");
  }
  if (!context.walletEnabled) {
    return problem(422, "WALLET_NOT_AVAILABLE", "This business does not offer the wallet");
  }
  const balance =
    knownBalance ??
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
