import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { orders, payments } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { refundedForOrder } from "../wallet/wallet-ledger.js";
import { insertPayment } from "./insert-payment.js";
import type { PaymentGateway } from "./payment-gateway.js";
import { settlePayment } from "./settle-payment.js";

/** Concurrent openers each void the attempt the other opened; a few rounds settle it. */
const rounds = 3;

/**
 * Opens a new payment attempt for an order still to be paid (ADR 034). The order's open attempt
 * is voided at the gateway first: when its payer approved it in the meantime that approval
 * settles the order and no new attempt opens (409). The new attempt is written with the order's
 * row locked, only while no other attempt is open (a partial unique index stands behind that),
 * so an order never has two attempts its payer could approve. Answers the new payment's id.
 */
export async function openPaymentAttempt(
  db: Database,
  gateway: PaymentGateway,
  attempt: { orderId: number; language: string; now: Date },
): Promise<string> {
  const { orderId, language, now } = attempt;
  for (let round = 0; round < rounds; round += 1) {
    const [open] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.outcome, "open")));
    let withdrawnAs: "voided" | "failed" = "voided";
    if (open) {
      const status = await gateway.voidPayment(open.id);
      // The payer approved first: that payment counts, and the order has nothing left to pay.
      if (status === "approved") await settlePayment(db, gateway, open.id, orderId, now);
      if (status === "declined" || status === "cancelled") withdrawnAs = "failed";
    }
    const opened = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order || order.paymentStatus === "paid" || order.paymentStatus === "not_required") {
        throw new RequestFailure(409, "CONFLICT", "This order has nothing left to pay");
      }
      const [still] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.outcome, "open")));
      // Another attempt opened since it was looked at: void that one first.
      if (still && still.id !== open?.id) return undefined;
      const [last] = still
        ? [still]
        : await tx.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
      if (!last) throw new RequestFailure(409, "CONFLICT", "This order has nothing left to pay");
      if (still) {
        await tx
          .update(payments)
          .set({ outcome: withdrawnAs, outcomeAt: now })
          .where(and(eq(payments.id, still.id), eq(payments.outcome, "open")));
      }
      // A wallet part given back when an attempt failed is paid on the gateway now (ADR 027).
      const refunded = await refundedForOrder(tx, orderId);
      const paymentId = await insertPayment(tx, {
        pays: { orderId },
        gateway: gateway.name,
        method: order.paymentType,
        amount: order.total + refunded,
        currency: order.currency,
        language,
        returnUrl: last.returnUrl,
      });
      await tx
        .update(orders)
        .set({ paymentStatus: "pending", updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "failed")));
      return paymentId;
    });
    if (opened) return opened;
  }
  throw new RequestFailure(409, "CONFLICT", "Another payment for this order is opening; try again");
}
