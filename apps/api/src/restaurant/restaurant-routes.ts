import {
  getRestaurantByDomainParamsSchema,
  getRestaurantParamsSchema,
  getRestaurantQuerySchema,
} from "@storefront/api-client";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { findRestaurantAnswer } from "./find-restaurant-answer.js";

/**
 * GET /webapp/v5/restaurant/:reference_id: the business a storefront is opened for (spec section
 * 7), with `theme_id` to preview a saved theme and `wv=true` inside the business's own app; and
 * GET /webapp/v5/restaurant-domain/:domain(/:activeBranchRef): the same answer for the business
 * reached on a host name of its own, opened at the branch named.
 */
export const restaurantRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/webapp/v5/restaurant/:reference_id", async (request) => {
    const { reference_id } = parseOrFail(getRestaurantParamsSchema, request.params, "params");
    const { theme_id, wv } = parseOrFail(getRestaurantQuerySchema, request.query, "query");
    return findRestaurantAnswer(db, {
      business: { referenceId: reference_id },
      themeId: theme_id,
      webview: wv === "true",
    });
  });

  const byDomain = async (request: FastifyRequest) => {
    const { domain, activeBranchRef } = parseOrFail(
      getRestaurantByDomainParamsSchema,
      request.params,
      "params",
    );
    const { theme_id, wv } = parseOrFail(getRestaurantQuerySchema, request.query, "query");
    return findRestaurantAnswer(db, {
      business: { host: domain },
      activeBranchRef,
      themeId: theme_id,
      webview: wv === "true",
    });
  };
  app.get("/webapp/v5/restaurant-domain/:domain", byDomain);
  app.get("/webapp/v5/restaurant-domain/:domain/:activeBranchRef", byDomain);
};
