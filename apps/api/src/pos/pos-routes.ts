import { type ApiKeyScope, endpoints, posOrdersPerPage } from "@storefront/api-client";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { RequestFailure } from "../failures/request-failure.js";
import type { Messenger } from "../messaging/messenger.js";
import { moveOrder } from "../orders/move-order.js";
import { customerTeller } from "../orders/tell-customer.js";
import { listChangedOrders } from "./list-changed-orders.js";
import { markItemSoldOut, markModifierSoldOut } from "./mark-sold-out.js";
import { readCursor, startCursor } from "./order-cursor.js";
import { readPosOrder } from "./read-pos-order.js";
import { requireApiKey } from "./require-api-key.js";

export interface PosOptions {
  db: Database;
  clock: () => Date;
  messenger: Messenger;
  /** Calls one key may make within a minute. */
  keyCallsPerMinute: number;
}

/**
 * How old a change must be before the listing shows it (list-changed-orders.ts): longer than any
 * order's transaction takes from its stamp to its commit.
 */
export const orderChangesSettleMs = 5_000;

const noOrder = (id: number) => new RequestFailure(404, "NOT_FOUND", `No order ${id}`);

/**
 * The till's API (ADR 060): every call needs a live key of the business with the entry's scope;
 * another business's orders, items and branches are "not found". Moves tell the customer.
 */
export const posRoutes: FastifyPluginAsync<PosOptions> = async (
  app,
  { db, clock, messenger, keyCallsPerMinute },
) => {
  const tellCustomer = customerTeller(db, messenger, app.log);
  const keyFor = (request: FastifyRequest, scope: ApiKeyScope) =>
    requireApiKey(db, request, scope, keyCallsPerMinute, clock());

  serve(app, endpoints.posListOrders, async ({ request, query }) => {
    const key = await keyFor(request, endpoints.posListOrders.scope);
    const now = clock();
    const page = await listChangedOrders(
      db,
      key.businessId,
      query.cursor === undefined ? startCursor : readCursor(query.cursor),
      query.limit ?? posOrdersPerPage,
      new Date(now.getTime() - orderChangesSettleMs),
    );
    return { error: 0, message: "", ...page };
  });

  serve(app, endpoints.posGetOrder, async ({ request, params: { id } }) => {
    const key = await keyFor(request, endpoints.posGetOrder.scope);
    const order = await readPosOrder(db, key.businessId, id);
    if (!order) throw noOrder(id);
    return { error: 0, message: "", order };
  });

  serve(app, endpoints.posMoveOrder, async ({ request, params: { id }, body }) => {
    const key = await keyFor(request, endpoints.posMoveOrder.scope);
    const now = clock();
    const move = {
      orderId: id,
      status: body.status,
      preparationMinutes: body.preparation_minutes,
      reason: body.reason,
    };
    const moved = await moveOrder(db, move, key, now);
    await tellCustomer(moved, now);
    const order = await readPosOrder(db, key.businessId, id);
    if (!order) throw noOrder(id);
    return { error: 0, message: "", order };
  });

  serve(app, endpoints.posItemSoldOut, async ({ request, params, body }) => {
    const key = await keyFor(request, endpoints.posItemSoldOut.scope);
    const mark = { branchId: params.branchId, itemId: params.itemId, soldOut: body.sold_out };
    const marked = await markItemSoldOut(db, key, mark, clock());
    return {
      error: 0,
      message: "",
      sold_out: marked.soldOut,
      since: marked.since?.toISOString() ?? null,
    };
  });

  serve(app, endpoints.posModifierSoldOut, async ({ request, params, body }) => {
    const key = await keyFor(request, endpoints.posModifierSoldOut.scope);
    const mark = {
      branchId: params.branchId,
      modifierId: params.modifierId,
      soldOut: body.sold_out,
    };
    const marked = await markModifierSoldOut(db, key, mark, clock());
    return {
      error: 0,
      message: "",
      sold_out: marked.soldOut,
      since: marked.since?.toISOString() ?? null,
    };
  });
};
