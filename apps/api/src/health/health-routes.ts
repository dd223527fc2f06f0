import { endpoints } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { sendFailure } from "../failures/send-failure.js";
import { pingDatabase } from "./ping-database.js";

/** Health: ok when the API runs and its database answers; 503 otherwise, for load balancers. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, endpoints.health, async ({ request, reply }) => {
    try {
      await pingDatabase(db);
    } catch (error) {
      request.log.error({ err: error }, "database health check failed");
      return sendFailure(reply, 503, "INTERNAL", "The database does not answer.");
    }
    return { status: "ok", database: "ok" };
  });
};
