import type { Breakdown, OrderDto, OrderStatusName } from "@storefront/api-client";
import { nameForCode, orderStatuses } from "@storefront/domain";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { businesses, orderEvents, orders } from "../db/schema/index.js";
import { nameLines } from "./name-lines.js";

/** The name of a status code (spec 4), by the domain's table; the database's check admits no other. */
export function statusName(status: number): OrderStatusName {
  const found = nameForCode(orderStatuses, status);
  return found.ok ? found.name : "pending";
}

/**
 * An order as its customer sees it, with its events and its lines by name; with `full`, the request as sent and the
 * catalogue it was priced from (the domain review command's input). Undefined when absent.
 */
export async function readOrder(
  db: Database,
  orderId: number,
  full = false,
): Promise<(OrderDto & { accessKey: string }) | undefined> {
  const [row] = await db
    .select({ order: orders, referenceId: businesses.referenceId })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const { order } = row;
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  const breakdown = order.breakdown as Breakdown;
  return {
    accessKey: order.accessKey,
    id: order.id,
    reference_id: row.referenceId,
    branch_id: order.branchId,
    status: order.status,
    status_name: statusName(order.status),
    selling_types: (order.request as { selling_types: OrderDto["selling_types"] }).selling_types,
    order_type: order.orderType,
    payment_type: order.paymentType,
    payment_status: order.paymentStatus,
    currency: order.currency,
    total: order.total,
    breakdown,
    name: order.customerName,
    phone: order.phone,
    scheduled_at: order.scheduledFor?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    expected_at: order.expectedAt?.toISOString() ?? null,
    status_reason: order.statusReason,
    customer_arrived_at: order.customerArrivedAt?.toISOString() ?? null,
    details: order.details as OrderDto["details"],
    events: events.map((event) => ({
      status: event.status,
      status_name: statusName(event.status),
      at: event.at.toISOString(),
    })),
    lines: await nameLines(db, breakdown.lines),
    ...(full ? { request: order.request, priced_from: order.pricedFrom } : {}),
  };
}
