import { endpoints } from "@storefront/api-client";
import { canMoveOrder, type SellingType } from "@storefront/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { orderEvents, orders } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { refundOrderWallet } from "../wallet/wallet-ledger.js";
import { statusName } from "./read-order.js";

/** Spec 4: rejected 2 and cancelled 9 end an order unserved, so its wallet part is given back. */
const unservedStatuses: ReadonlySet<number> = new Set([2, 9]);

/**
 * A development call that moves a demo order along (accepted, ready, out, delivered) as a
 * kitchen would, by the transitions of ADR 014 and a conditional update, so two moves at once make
 * one. Rejecting or cancelling an order gives its wallet debit back (an `order_refund`, once) in
 * the same transaction as the move (ADR 029). Registered only outside production (app.ts): there
 * the kitchen's own system does this.
 */
export const demoProgressRoutes: FastifyPluginAsync<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  serve(app, endpoints.moveOrder, async ({ params: { id }, body: { status } }) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new RequestFailure(404, "NOT_FOUND", `No order ${id}`);
    const check = canMoveOrder(
      order.status as never,
      status as never,
      order.sellingType as SellingType,
    );
    if (!check.ok) {
      throw new RequestFailure(
        409,
        "STATUS_TRANSITION_NOT_ALLOWED",
        `An order cannot go from ${statusName(order.status)} to ${statusName(status)}`,
      );
    }
    const moved = await db.transaction(async (tx) => {
      const updated = await tx
        .update(orders)
        .set({ status, updatedAt: clock() })
        .where(and(eq(orders.id, id), eq(orders.status, order.status)))
        .returning({ id: orders.id });
      if (updated.length === 0) return false;
      await tx.insert(orderEvents).values({ orderId: id, status, at: clock() });
      if (unservedStatuses.has(status)) await refundOrderWallet(tx, id, clock());
      return true;
    });
    if (!moved)
      throw new RequestFailure(409, "CONFLICT", "The order moved meanwhile; read it again");
    return { error: 0, message: "", status, status_name: statusName(status) };
  });
};
