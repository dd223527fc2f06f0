import type { BoardOrder } from "@storefront/api-client";
import { inBusinessZone, nextStatuses, type SellingType } from "@storefront/domain";
import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, businesses, orders } from "../db/schema/index.js";
import { readOrder } from "../orders/read-order.js";

/** Orders the board shows until they end: pending, accepted, ready, out, scheduled. */
const openStatuses = [0, 1, 3, 4, 10];
/** Orders that ended: rejected, delivered, cancelled. */
const endedStatuses = [2, 5, 9];
/** At most this many orders in one answer: a board is read at a glance. */
const boardLimit = 200;

/** One order as the board shows it, or undefined when it is not of these branches' business. */
export async function readBoardOrder(
  db: Database,
  orderId: number,
  scope: { readonly businessId: number; readonly branchIds: readonly number[] | null },
): Promise<BoardOrder | undefined> {
  const order = await readOrder(db, orderId);
  if (!order) return undefined;
  const [branch] = await db
    .select({ name: branches.name, businessId: branches.businessId })
    .from(branches)
    .where(eq(branches.id, order.branch_id));
  if (!branch || branch.businessId !== scope.businessId) return undefined;
  if (scope.branchIds && !scope.branchIds.includes(order.branch_id)) return undefined;
  const { accessKey: _key, ...seen } = order;
  const [row] = await db
    .select({ sellingType: orders.sellingType })
    .from(orders)
    .where(eq(orders.id, orderId));
  return {
    order: seen,
    branch_name: branch.name,
    next_statuses: nextStatuses(
      order.status as never,
      (row?.sellingType ?? "delivery") as SellingType,
    ),
  };
}

/**
 * The board: the orders not yet ended, oldest first (the kitchen works in order), or those that
 * ended since the start of the business's day, newest first.
 */
export async function listBoardOrders(
  db: Database,
  scope: { readonly businessId: number; readonly branchIds: readonly number[] | null },
  view: "open" | "done",
  now: Date,
): Promise<BoardOrder[]> {
  const [business] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  const startOfDay = inBusinessZone(now, business?.timeZone ?? "UTC")
    .startOf("day")
    .toJSDate();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, scope.businessId),
        scope.branchIds ? inArray(orders.branchId, [...scope.branchIds]) : undefined,
        view === "open"
          ? inArray(orders.status, openStatuses)
          : and(inArray(orders.status, endedStatuses), gte(orders.updatedAt, startOfDay)),
      ),
    )
    .orderBy(view === "open" ? asc(orders.createdAt) : desc(orders.updatedAt), asc(orders.id))
    .limit(boardLimit);
  const read = await Promise.all(rows.map(({ id }) => readBoardOrder(db, id, scope)));
  return read.filter((order) => order !== undefined);
}
