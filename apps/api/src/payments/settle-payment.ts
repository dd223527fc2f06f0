import { paymentsSettled } from "../metrics/metrics.js";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { orders, outbox, payments } from "../db/schema/index.js";
import { settlePurchase } from "../wallet/settle-purchase.js";
import { refundedForOrder, refundOrderWallet } from "../wallet/wallet-ledger.js";
import type { GatewayStatus, PaymentGateway } from "./payment-gateway.js";
import { type GatewayFollowUp, nothingToAsk } from "./gateway-follow-up.js";

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
 * Asks the gateway what became of a payment and writes the shop's decision once (ADR 013, 034).
 * An approval settles its order whichever attempt it was, while the order is still payable
 * (pending → paid, withdrawing any other open attempt, with the order's `order.paid` message);
 * an approval for an order already paid is refunded. A decline or cancel fails the order only
 * when it is the order's open attempt (pending → failed, giving the wallet part back, ADR 027):
 * a withdrawn attempt's decline changes nothing. Each decision is taken with the order's row locked and is conditional, so
 * twenty duplicate callbacks or checks make one transition, and two approvals at once settle
 * one and refund the other. A wallet package purchase's payment settles the purchase instead.
 * Undefined when the payment does not exist (or, with `orderId`, is not that order's).
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
  if (payment.orderId === null) {
    if (orderId !== undefined || payment.purchaseId === null) return undefined;
    const gatewayStatus = (await gateway.checkStatus(paymentId)) ?? payment.gatewayStatus;
    await decidePayment(db, gateway, payment, gatewayStatus, now);
    return { paymentId, purchaseId: payment.purchaseId, gatewayStatus };
  }
  if (orderId !== undefined && payment.orderId !== orderId) return undefined;
  const paymentOrderId = payment.orderId;
  const gatewayStatus = (await gateway.checkStatus(paymentId)) ?? payment.gatewayStatus;
  await decidePayment(db, gateway, payment, gatewayStatus, now);
  const [order] = await db
    .select({ paymentStatus: orders.paymentStatus, status: orders.status })
    .from(orders)
    .where(eq(orders.id, paymentOrderId));
  return {
    paymentId,
    orderId: paymentOrderId,
    gatewayStatus: (await gateway.checkStatus(paymentId)) ?? gatewayStatus,
    paymentStatus: order?.paymentStatus ?? "pending",
    orderStatus: order?.status ?? 0,
  };
}

/** What a payment pays: an order or a wallet package purchase. */
export interface PaymentOf {
  readonly id: string;
  readonly orderId: number | null;
  readonly purchaseId: string | null;
}

/**
 * Writes the shop's decision on a status the gateway answered, for the order or the package
 * purchase the payment pays, then asks of the gateway what the decision needs. A check decides
 * by `checkStatus`; the sweep's expiry by what its void answered (ADR 069), through this same code.
 */
export async function decidePayment(
  db: Database,
  gateway: PaymentGateway,
  payment: PaymentOf,
  gatewayStatus: GatewayStatus,
  now: Date,
): Promise<void> {
  const followUp =
    payment.orderId !== null
      ? await decideOrderPayment(db, payment.id, payment.orderId, gatewayStatus, now)
      : payment.purchaseId !== null
        ? await settlePurchase(db, payment.id, payment.purchaseId, gatewayStatus, now)
        : nothingToAsk;
  await askGateway(db, gateway, payment.id, followUp, now);
}

/** Writes what the gateway's status means for the order, in one transaction holding its row. */
async function decideOrderPayment(
  db: Database,
  paymentId: string,
  orderId: number,
  gatewayStatus: GatewayStatus,
  now: Date,
): Promise<GatewayFollowUp> {
  // Counted once the decision is committed: a rolled-back one decided nothing.
  let closedAs: "paid" | "failed" | "voided" | "refunded" | undefined;
  const followUp = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!order || !payment) return nothingToAsk;
    const close = (outcome: "paid" | "failed" | "voided" | "refunded") => {
      closedAs = outcome;
      return tx.update(payments).set({ outcome, outcomeAt: now }).where(eq(payments.id, paymentId));
    };

    if (gatewayStatus === "approved") {
      // Decided before: a refund the gateway has not done yet is asked for again.
      if (payment.outcome === "paid") return nothingToAsk;
      if (payment.outcome === "refunded") return { refund: true, voids: [] };
      const payable = order.paymentStatus === "pending" || order.paymentStatus === "failed";
      // A wallet part given back after a failure is paid on the gateway since (ADR 027).
      const due = order.total + (await refundedForOrder(tx, orderId));
      if (!payable || payment.amount < due) {
        await close("refunded");
        return { refund: true, voids: [] };
      }
      await tx
        .update(orders)
        .set({ paymentStatus: "paid", updatedAt: now })
        .where(eq(orders.id, orderId));
      await close("paid");
      // Written where the order becomes paid, which its locked row lets happen once (ADR 061).
      await tx.insert(outbox).values({
        topic: "order.paid",
        payload: {
          order_id: orderId,
          business_id: order.businessId,
          branch_id: order.branchId,
          payment_id: paymentId,
          currency: payment.currency,
          amount: payment.amount,
        },
        createdAt: now,
      });
      const withdrawn = await tx
        .update(payments)
        .set({ outcome: "voided", outcomeAt: now })
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.outcome, "open"),
            ne(payments.id, paymentId),
          ),
        )
        .returning({ id: payments.id });
      return { refund: false, voids: withdrawn.map((row) => row.id) };
    }
    if (gatewayStatus === "declined" || gatewayStatus === "cancelled") {
      // Only the open attempt speaks for the order; a withdrawn one's decline is history.
      if (payment.outcome !== "open") return nothingToAsk;
      await close("failed");
      if (order.paymentStatus === "pending") {
        await tx
          .update(orders)
          .set({ paymentStatus: "failed", updatedAt: now })
          .where(eq(orders.id, orderId));
        await refundOrderWallet(tx, orderId, now);
      }
      return nothingToAsk;
    }
    // Withdrawn by the shop but still undecided at the gateway: the void is asked for again.
    if (gatewayStatus === "initiated" && payment.outcome === "voided") {
      return { refund: false, voids: [paymentId] };
    }
    return nothingToAsk;
  });
  if (closedAs) paymentsSettled.inc({ for: "order", outcome: closedAs });
  if (followUp.voids.length > 0 && closedAs === "paid") {
    paymentsSettled.inc({ for: "order", outcome: "voided" }, followUp.voids.length);
  }
  return followUp;
}

/**
 * Carries out what the decision asked of the gateway, outside any transaction (a gateway call may
 * be slow). A withdrawn attempt the payer approved first is settled in turn, and so refunded.
 * Every later check asks again until the gateway agrees with the shop's record.
 */
export async function askGateway(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
  followUp: GatewayFollowUp,
  now: Date,
): Promise<void> {
  if (followUp.refund) await gateway.refundPayment(paymentId);
  for (const voided of followUp.voids) {
    if ((await gateway.voidPayment(voided)) === "approved") {
      await settlePayment(db, gateway, voided, undefined, now);
    }
  }
}
