import { endpoints, type GetTablesAnswer } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { sendFailure } from "../failures/send-failure.js";
import { findTables } from "./find-tables.js";

/** A branch's dine-in tables by floor (spec section 7, ADR 015). */
export const tablesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, endpoints.getTables, async ({ params: { id }, reply }) => {
    const found = await findTables(db, id);
    if (!found) return sendFailure(reply, 404, "NOT_FOUND", `No branch has the id ${id}`);
    const answer: GetTablesAnswer = { error: 0, message: "", ...found };
    return answer;
  });
};
