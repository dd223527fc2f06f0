import { endpoints, type TagsIngredientsAnswer } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import { findBranchOwner } from "../branches/find-branch-owner.js";
import { readCatalogueRevision } from "../catalogue/read-catalogue-revision.js";
import { createRevisionCache } from "../catalogue/revision-cache.js";
import { sendFromCache } from "../catalogue/send-cached.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { RequestFailure } from "../failures/request-failure.js";
import { findTagsIngredients } from "./find-tags-ingredients.js";

/** The tags and ingredients of a branch's items, in a locale (spec 7). */
export const tagsIngredientsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // Every menu page shows the filter: the answer is built once per catalogue revision (tags,
  // ingredients and items raise it) and sent with its entity tag, as the menu is (ADR 023).
  const answers = createRevisionCache("tags", 64);

  serve(
    app,
    endpoints.getTagsIngredients,
    async ({ query: { branch_id, locale }, request, reply }) => {
      const key = `tags-ingredients-${branch_id}-${locale ?? ""}`;
      const version = await readCatalogueRevision(db);
      return sendFromCache(request, reply, answers, { key, version }, async () => {
        const owner = await findBranchOwner(db, branch_id);
        if (!owner) throw new RequestFailure(404, "NOT_FOUND", `No branch has the id ${branch_id}`);
        const answer: TagsIngredientsAnswer = {
          error: 0,
          message: "",
          ...(await findTagsIngredients(db, owner, locale)),
        };
        return answer;
      });
    },
  );
};
