import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { payments, walletPackagePurchases } from "../db/schema/index.js";
import type { GatewayStatus } from "../payments/payment-gateway.js";
import { type GatewayFollowUp, nothingToAsk } from "../payments/gateway-follow-up.js";
import { paymentsSettled } from "../metrics/metrics.js";
import { creditWallet } from "./wallet-ledger.js";

/**
 * Moves a pending package purchase once, by the gateway's own status (ADR 027, 034), with the
 * purchase's row locked: approved → paid, crediting the price as a top-up and the rest as a
 * package bonus in the same transaction; declined or cancelled → failed, crediting nothing. An
 * approval for a purchase no longer pending is refunded, never kept. The lock, the payment's
 * recorded outcome and the ledger's unique index make twenty duplicate callbacks credit once.
 */
export async function settlePurchase(
  db: Database,
  paymentId: string,
  purchaseId: string,
  gatewayStatus: GatewayStatus,
  now: Date,
): Promise<GatewayFollowUp> {
  if (gatewayStatus !== "approved" && gatewayStatus !== "declined" && gatewayStatus !== "cancelled")
    return nothingToAsk;
  // Counted once the decision is committed: a rolled-back one decided nothing.
  let closedAs: "paid" | "failed" | "refunded" | undefined;
  const followUp = await db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(walletPackagePurchases)
      .where(eq(walletPackagePurchases.id, purchaseId))
      .for("update");
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!purchase || !payment) return nothingToAsk;
    const close = (outcome: "paid" | "failed" | "refunded") => {
      closedAs = outcome;
      return tx.update(payments).set({ outcome, outcomeAt: now }).where(eq(payments.id, paymentId));
    };

    if (gatewayStatus !== "approved") {
      if (payment.outcome !== "open") return nothingToAsk;
      await close("failed");
      if (purchase.status === "pending") {
        await tx
          .update(walletPackagePurchases)
          .set({ status: "failed", decidedAt: now })
          .where(eq(walletPackagePurchases.id, purchaseId));
      }
      return nothingToAsk;
    }
    if (payment.outcome === "paid") return nothingToAsk;
    if (payment.outcome === "refunded" || purchase.status !== "pending") {
      await close("refunded");
      return { refund: true, voids: [] };
    }
    await tx
      .update(walletPackagePurchases)
      .set({ status: "paid", decidedAt: now })
      .where(eq(walletPackagePurchases.id, purchaseId));
    await close("paid");
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
    return nothingToAsk;
  });
  if (closedAs) paymentsSettled.inc({ for: "wallet_package", outcome: closedAs });
  return followUp;
}
