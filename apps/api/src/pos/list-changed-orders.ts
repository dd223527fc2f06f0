import type { PosOrdersAnswer } from "@storefront/api-client";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { orders } from "../db/schema/index.js";
import { type OrderCursor, writeCursor } from "./order-cursor.js";
import { readPosOrder } from "./read-pos-order.js";

/**
 * A page of a business's order changes after `after`, in the order of (updated_at, id), each
 * order as it stands now, and the cursor after the last one listed. Only changes made before
 * `settledBefore` are listed: a transaction stamps its time before it commits, so a change may
 * commit after a later-stamped one; waiting a few seconds lets every change of the past become
 * visible before the cursor passes its time, so none is skipped (ADR 060).
 */
export async function listChangedOrders(
  db: Database,
  businessId: number,
  after: OrderCursor,
  limit: number,
  settledBefore: Date,
): Promise<Omit<PosOrdersAnswer, "error" | "message">> {
  const micros = sql<string>`(extract(epoch from ${orders.updatedAt}) * 1000000)::bigint::text`;
  const changed = await db
    .select({ id: orders.id, micros })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        lte(orders.updatedAt, settledBefore),
        sql`(${orders.updatedAt}, ${orders.id}) > (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::int)`,
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit + 1);
  const page = changed.slice(0, limit);
  const last = page.at(-1);
  const read = await Promise.all(page.map(({ id }) => readPosOrder(db, businessId, id)));
  return {
    orders: read.filter((order) => order !== undefined),
    next_cursor: writeCursor(last ? { micros: last.micros, id: last.id } : after),
    has_more: changed.length > limit,
  };
}
