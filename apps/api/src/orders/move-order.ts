import { canMoveOrder, type SellingType } from "@storefront/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { couponRedemptions, coupons, orderEvents, orders, outbox } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { refundOrderWallet } from "../wallet/wallet-ledger.js";
import { actsFor, type Actor, recordAudit } from "../staff/actor.js";
import { statusName } from "./read-order.js";

export interface OrderMove {
  readonly orderId: number;
  readonly status: number;
  /** Minutes until it is ready (delivered, for a delivery); only when accepting. */
  readonly preparationMinutes?: number | undefined;
  /** Why, when rejecting or cancelling; the customer reads it. */
  readonly reason?: string | undefined;
}

export interface MovedOrder {
  readonly id: number;
  readonly businessId: number;
  readonly branchId: number;
  readonly userId: number | null;
  readonly phone: string;
  readonly language: string;
  readonly status: number;
  readonly previousStatus: number;
  readonly expectedAt: Date | null;
  readonly reason: string | null;
}

/** Spec 4: rejected 2 and cancelled 9 end an order unserved, so what it took is given back. */
const unservedStatuses: ReadonlySet<number> = new Set([2, 9]);
const accepted = 1;

/**
 * Moves an order by the transitions of ADR 014 with a conditional update, so two moves at once
 * make one. In the same transaction: its event, its outbox message (webhooks), the audit record,
 * and, when it ends unserved, its wallet debit and its coupon use given back, once (ADR 029).
 * An actor of a business may move only that business's orders: another's is "not found".
 */
export async function moveOrder(
  db: Database,
  move: OrderMove,
  actor: Actor,
  now: Date,
): Promise<MovedOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, move.orderId));
  if (!order || !actsFor(actor, order.businessId)) {
    throw new RequestFailure(404, "NOT_FOUND", `No order ${move.orderId}`);
  }
  const check = canMoveOrder(
    order.status as never,
    move.status as never,
    order.sellingType as SellingType,
  );
  if (!check.ok) {
    throw new RequestFailure(
      409,
      "STATUS_TRANSITION_NOT_ALLOWED",
      `An order cannot go from ${statusName(order.status)} to ${statusName(move.status)}`,
    );
  }
  const expectedAt =
    move.status === accepted && move.preparationMinutes !== undefined
      ? new Date(now.getTime() + move.preparationMinutes * 60_000)
      : order.expectedAt;
  const reason = unservedStatuses.has(move.status) ? (move.reason ?? null) : order.statusReason;
  const moved = await db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({ status: move.status, updatedAt: now, expectedAt, statusReason: reason })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (updated.length === 0) return false;
    await tx.insert(orderEvents).values({ orderId: order.id, status: move.status, at: now });
    if (unservedStatuses.has(move.status)) {
      await refundOrderWallet(tx, order.id, now);
      await giveCouponBack(tx, order.id);
    }
    await tx.insert(outbox).values({
      topic: "order.status_changed",
      payload: {
        order_id: order.id,
        business_id: order.businessId,
        branch_id: order.branchId,
        status: move.status,
        status_name: statusName(move.status),
        previous_status: order.status,
        expected_at: expectedAt?.toISOString() ?? null,
        reason,
      },
      createdAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "order.status",
        subject: `order:${order.id}`,
        detail: { from: order.status, to: move.status, expected_at: expectedAt, reason },
      },
      now,
    );
    return true;
  });
  if (!moved) throw new RequestFailure(409, "CONFLICT", "The order moved meanwhile; read it again");
  return {
    id: order.id,
    businessId: order.businessId,
    branchId: order.branchId,
    userId: order.userId,
    phone: order.phone,
    language: order.language,
    status: move.status,
    previousStatus: order.status,
    expectedAt,
    reason,
  };
}

/** Frees the coupon use an unserved order took: its redemption goes, and the count with it, once. */
async function giveCouponBack(tx: Database, orderId: number): Promise<void> {
  const [redemption] = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  if (!redemption) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, redemption.couponId));
}
