import { type GetTablesAnswer, getTablesParamsSchema } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { sendFailure } from "../failures/send-failure.js";
import { findTables } from "./find-tables.js";

/** GET /webapp/tables/:id (spec section 7): a branch's dine-in tables by floor (ADR 015). */
export const tablesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/webapp/tables/:id", async (request, reply) => {
    const { id } = parseOrFail(getTablesParamsSchema, request.params, "params");
    const found = await findTables(db, id);
    if (!found) return sendFailure(reply, 404, "NOT_FOUND", `No branch has the id ${id}`);
    const answer: GetTablesAnswer = { error: 0, message: "", ...found };
    return answer;
  });
};
