import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { orders, payments } from "../db/schema/index.js";
import type { PaymentGateway } from "./payment-gateway.js";

/**
 * Asks the gateway what became of a payment and moves its order's payment status once:
 * pending → paid when approved, pending → failed when declined or cancelled. The update is
 * conditional, so twenty duplicate callbacks or checks make one transition. Undefined when the
 * payment does not exist (or is not this order's).
 */
export async function settlePayment(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
  orderId?: number,
) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || (orderId !== undefined && payment.orderId !== orderId)) return undefined;
  const gatewayStatus = await gateway.checkStatus(paymentId);
  // Only the order's latest payment decides: an old declined attempt cannot fail a retry.
  const [latest] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, payment.orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (
    latest?.id === paymentId &&
    (gatewayStatus === "approved" || gatewayStatus === "declined" || gatewayStatus === "cancelled")
  ) {
    await db
      .update(orders)
      .set({
        paymentStatus: gatewayStatus === "approved" ? "paid" : "failed",
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, "pending")));
  }
  const [order] = await db
    .select({ paymentStatus: orders.paymentStatus, status: orders.status })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  return {
    paymentId,
    orderId: payment.orderId,
    gatewayStatus: gatewayStatus ?? payment.gatewayStatus,
    paymentStatus: order?.paymentStatus ?? "pending",
    orderStatus: order?.status ?? 0,
  };
}
