import { type GetMenuAnswer, getMenuParamsSchema } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { sendFailure } from "../failures/send-failure.js";
import { findMenu } from "./find-menu.js";

/** GET /webapp/v5/menu/:id: the menu of a branch (spec section 7). */
export const menuRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/webapp/v5/menu/:id", async (request, reply) => {
    const { id } = parseOrFail(getMenuParamsSchema, request.params, "params");
    const found = await findMenu(db, id);
    if (!found) return sendFailure(reply, 404, "NOT_FOUND", `No branch has the id ${id}`);
    const answer: GetMenuAnswer = {
      error: 0,
      message: "",
      ...found,
      smart_categories: [],
      highlightedCat: null,
      showStandardSubCats: false,
    };
    return answer;
  });
};
