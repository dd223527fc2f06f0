import type { PosOrder } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { orders } from "../db/schema/index.js";
import { readOrder } from "../orders/read-order.js";

/**
 * An order as the till reads it: the customer's view with its expected time, its reason and its
 * last change. Undefined when the business has no such order: another business's is unknown.
 */
export async function readPosOrder(
  db: Database,
  businessId: number,
  orderId: number,
): Promise<PosOrder | undefined> {
  const [row] = await db
    .select({
      businessId: orders.businessId,
      expectedAt: orders.expectedAt,
      statusReason: orders.statusReason,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row || row.businessId !== businessId) return undefined;
  const order = await readOrder(db, orderId);
  if (!order) return undefined;
  const { accessKey: _, ...seen } = order;
  return {
    ...seen,
    expected_at: row.expectedAt?.toISOString() ?? null,
    status_reason: row.statusReason,
    updated_at: row.updatedAt.toISOString(),
  };
}
