import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { walletPackagePurchases } from "../db/schema/index.js";
import type { GatewayStatus } from "../payments/payment-gateway.js";
import { creditWallet } from "./wallet-ledger.js";

/**
 * Moves a pending package purchase once, by the gateway's own status (ADR 027): approved → paid,
 * crediting the price as a top-up and the rest as a package bonus in the same transaction;
 * declined or cancelled → failed, crediting nothing. The conditional update and the ledger's
 * unique index make twenty duplicate callbacks credit once.
 */
export async function settlePurchase(
  db: Database,
  purchaseId: string,
  gatewayStatus: GatewayStatus,
  now: Date,
): Promise<void> {
  if (gatewayStatus === "initiated") return;
  const paid = gatewayStatus === "approved";
  await db.transaction(async (tx) => {
    const [purchase] = await tx
      .update(walletPackagePurchases)
      .set({ status: paid ? "paid" : "failed", decidedAt: now })
      .where(
        and(
          eq(walletPackagePurchases.id, purchaseId),
          eq(walletPackagePurchases.status, "pending"),
        ),
      )
      .returning();
    if (!purchase || !paid) return;
    const credit = {
      userId: purchase.userId,
      businessId: purchase.businessId,
      currency: purchase.currency,
      purchaseId,
      now,
    };
    await creditWallet(tx, { ...credit, kind: "top_up", amount: purchase.price });
    await creditWallet(tx, {
      ...credit,
      kind: "package_bonus",
      amount: purchase.amount - purchase.price,
    });
  });
}
