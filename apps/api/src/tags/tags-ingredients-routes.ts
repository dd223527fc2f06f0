import { type TagsIngredientsAnswer, tagsIngredientsQuerySchema } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import { findBranchOwner } from "../branches/find-branch-owner.js";
import type { Database } from "../db/database.js";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { sendFailure } from "../failures/send-failure.js";
import { findTagsIngredients } from "./find-tags-ingredients.js";

/** GET /tags-ingredients?branch_id=&locale= (spec 7): the tags and ingredients of a branch's items. */
export const tagsIngredientsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/tags-ingredients", async (request, reply) => {
    const { branch_id, locale } = parseOrFail(tagsIngredientsQuerySchema, request.query, "query");
    const owner = await findBranchOwner(db, branch_id);
    if (!owner) return sendFailure(reply, 404, "NOT_FOUND", `No branch has the id ${branch_id}`);
    const answer: TagsIngredientsAnswer = {
      error: 0,
      message: "",
      ...(await findTagsIngredients(db, owner, locale)),
    };
    return answer;
  });
};
