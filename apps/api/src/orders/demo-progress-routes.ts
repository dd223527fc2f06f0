import { endpoints } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import type { Messenger } from "../messaging/messenger.js";
import { moveOrder } from "./move-order.js";
import { statusName } from "./read-order.js";
import { customerTeller } from "./tell-customer.js";

/**
 * A development call that moves a demo order along (accepted, ready, out, delivered) as a
 * kitchen would, by the transitions of ADR 014 and a conditional update, so two moves at once make
 * one (moveOrder), and tells the customer. Registered only outside production (app.ts): there
 * the business app and the till do this.
 */
export const demoProgressRoutes: FastifyPluginAsync<{
  db: Database;
  clock: () => Date;
  messenger: Messenger;
}> = async (app, { db, clock, messenger }) => {
  const tellCustomer = customerTeller(db, messenger, app.log);
  serve(app, endpoints.moveOrder, async ({ params: { id }, body: { status } }) => {
    const now = clock();
    const moved = await moveOrder(db, { orderId: id, status }, { kind: "development" }, now);
    await tellCustomer(moved, now);
    return { error: 0, message: "", status, status_name: statusName(status) };
  });
};
