import { endpoints } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { readCatalogueRevision } from "./read-catalogue-revision.js";

/**
 * The catalogue's revision, read from the database on every call (one indexed row), so a
 * storefront that rendered a page at this revision knows the page still holds (ADR 053).
 */
export const catalogueRevisionRoutes: FastifyPluginAsync<{ db: Database }> = async (
  app,
  { db },
) => {
  serve(app, endpoints.getCatalogueRevision, async ({ reply }) => {
    reply.header("Cache-Control", "no-store");
    return { revision: await readCatalogueRevision(db) };
  });
};
