import {
  type GetRestaurantAnswer,
  getRestaurantParamsSchema,
  getRestaurantQuerySchema,
} from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { sendFailure } from "../failures/send-failure.js";
import { findRestaurant } from "./find-restaurant.js";

/** GET /webapp/v5/restaurant/:reference_id: the business a storefront is opened for (spec section 7). */
export const restaurantRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/webapp/v5/restaurant/:reference_id", async (request, reply) => {
    const { reference_id } = parseOrFail(getRestaurantParamsSchema, request.params, "params");
    // theme_id and wv select no variant yet, but unknown or malformed query fields are still refused.
    parseOrFail(getRestaurantQuerySchema, request.query, "query");

    const restaurant = await findRestaurant(db, reference_id);
    if (!restaurant)
      return sendFailure(reply, 404, "NOT_FOUND", `No business has the reference ${reference_id}`);
    const answer: GetRestaurantAnswer = { error: 0, message: "", restaurant };
    return answer;
  });
};
