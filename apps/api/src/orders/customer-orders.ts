import { type CustomerOrderSummary, customerOrdersPerPage } from "@storefront/api-client";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { businesses, orders } from "../db/schema/index.js";
import { statusName } from "./read-order.js";

/**
 * A page of a customer's orders at a business, newest first (by creation, then id), and whether an
 * older page exists. Only orders placed signed in carry the customer (`orders.user_id`).
 */
export async function readCustomerOrders(
  db: Database,
  userId: number,
  businessId: number,
  page: number,
): Promise<{ orders: CustomerOrderSummary[]; hasMore: boolean }> {
  const rows = await db
    .select({ order: orders, referenceId: businesses.referenceId })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(and(eq(orders.userId, userId), eq(orders.businessId, businessId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(customerOrdersPerPage + 1)
    .offset((page - 1) * customerOrdersPerPage);
  return {
    hasMore: rows.length > customerOrdersPerPage,
    orders: rows.slice(0, customerOrdersPerPage).map(({ order, referenceId }) => ({
      id: order.id,
      reference_id: referenceId,
      status: order.status,
      status_name: statusName(order.status),
      selling_types: (order.request as { selling_types: CustomerOrderSummary["selling_types"] })
        .selling_types,
      payment_status: order.paymentStatus as CustomerOrderSummary["payment_status"],
      currency: order.currency,
      total: order.total,
      created_at: order.createdAt.toISOString(),
    })),
  };
}

/** The customer an order was placed by (null for a guest's), or undefined when there is no order. */
export async function orderCustomer(
  db: Database,
  orderId: number,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ? row.userId : undefined;
}
