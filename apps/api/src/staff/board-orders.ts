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
/** The branches a board shows: all of the business's (null) or these. */
type BoardScope = { readonly businessId: number; readonly branchIds: readonly number[] | null };

/** At most this many orders in one answer: a board is read at a glance. */
const boardLimit = 200;

/** Where an order is, when it is one of these branches' business's: else undefined. */
async function boardOrderPlace(db: Database, orderId: number, scope: BoardScope) {
  const [place] = await db
    .select({
      businessId: orders.businessId,
      branchId: orders.branchId,
      branchName: branches.name,
      sellingType: orders.sellingType,
    })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orders.id, orderId));
  if (!place || place.businessId !== scope.businessId) return undefined;
  if (scope.branchIds && !scope.branchIds.includes(place.branchId)) return undefined;
  return place;
}

/** Whether the board of these branches shows the order: one light read, before a change. */
export async function isBoardOrder(
  db: Database,
  orderId: number,
  scope: BoardScope,
): Promise<boolean> {
  return (await boardOrderPlace(db, orderId, scope)) !== undefined;
}

/** One order as the board shows it, or undefined when it is not of these branches' business. */
export async function readBoardOrder(
  db: Database,
  orderId: number,
  scope: BoardScope,
): Promise<BoardOrder | undefined> {
  const place = await boardOrderPlace(db, orderId, scope);
  if (!place) return undefined;
  const order = await readOrder(db, orderId);
  if (!order) return undefined;
  const { accessKey: _key, ...seen } = order;
  return {
    order: seen,
    branch_name: place.branchName,
    next_statuses: nextStatuses(order.status as never, place.sellingType as SellingType),
  };
}

/**
 * The board: the orders not yet ended, oldest first (the kitchen works in order), or those that
 * ended since the start of the business's day, newest first.
 */
export async function listBoardOrders(
  db: Database,
  scope: BoardScope,
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
