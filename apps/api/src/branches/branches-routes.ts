import { endpoints, type GetBranchesAnswer } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { sendFailure } from "../failures/send-failure.js";
import { findBranches } from "./find-branches.js";

/** A business's branches (spec 7); `businessId` is its reference. */
export const branchesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, endpoints.getBranches, async ({ params: { businessId }, reply }) => {
    const list = await findBranches(db, businessId);
    // A business without a branch cannot be ordered from; the contract promises at least one.
    if (!list || list.length === 0) {
      return sendFailure(reply, 404, "NOT_FOUND", `No business has the reference ${businessId}`);
    }
    const answer: GetBranchesAnswer = { error: 0, message: "", branches: list };
    return answer;
  });
};
