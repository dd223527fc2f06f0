import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { orders, payments } from "../db/schema/index.js";
import { settlePurchase } from "../wallet/settle-purchase.js";
import { refundOrderWallet } from "../wallet/wallet-ledger.js";
import type { GatewayStatus, PaymentGateway } from "./payment-gateway.js";

/** An order's payment after the server's check. */
export interface SettledOrderPayment {
  readonly paymentId: string;
  readonly orderId: number;
  readonly gatewayStatus: GatewayStatus;
  readonly paymentStatus: "not_required" | "pending" | "paid" | "failed";
  readonly orderStatus: number;
}

/** A wallet package purchase's payment after the server's check (ADR 027). */
export interface SettledPurchasePayment {
  readonly paymentId: string;
  readonly purchaseId: string;
  readonly gatewayStatus: GatewayStatus;
}

/**
 * Asks the gateway what became of a payment and moves its order's payment status once:
 * pending → paid when approved, pending → failed when declined or cancelled, and a failed one gives
 * the order's wallet debit back in the same transaction (ADR 027). The update is conditional, so
 * twenty duplicate callbacks or checks make one transition. A wallet package purchase's payment
 * settles the purchase instead. Undefined when the payment does not exist (or, with `orderId`,
 * is not that order's).
 */
export async function settlePayment(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
  orderId?: number,
  now: Date = new Date(),
): Promise<SettledOrderPayment | SettledPurchasePayment | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return undefined;
  const gatewayStatus = (await gateway.checkStatus(paymentId)) ?? payment.gatewayStatus;
  if (payment.orderId === null) {
    if (orderId !== undefined || payment.purchaseId === null) return undefined;
    await settlePurchase(db, payment.purchaseId, gatewayStatus, now);
    return { paymentId, purchaseId: payment.purchaseId, gatewayStatus };
  }
  if (orderId !== undefined && payment.orderId !== orderId) return undefined;
  const paymentOrderId = payment.orderId;
  // Only the order's latest payment decides: an old declined attempt cannot fail a retry.
  const [latest] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, paymentOrderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (latest?.id === paymentId && gatewayStatus !== "initiated") {
    const paid = gatewayStatus === "approved";
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(orders)
        .set({ paymentStatus: paid ? "paid" : "failed", updatedAt: now })
        .where(and(eq(orders.id, paymentOrderId), eq(orders.paymentStatus, "pending")))
        .returning({ id: orders.id });
      if (moved.length > 0 && !paid) await refundOrderWallet(tx, paymentOrderId, now);
    });
  }
  const [order] = await db
    .select({ paymentStatus: orders.paymentStatus, status: orders.status })
    .from(orders)
    .where(eq(orders.id, paymentOrderId));
  return {
    paymentId,
    orderId: paymentOrderId,
    gatewayStatus,
    paymentStatus: order?.paymentStatus ?? "pending",
    orderStatus: order?.status ?? 0,
  };
}
