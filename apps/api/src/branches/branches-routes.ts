import {
  type GetBranchesAnswer,
  getBranchesParamsSchema,
  getBranchesQuerySchema,
} from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { sendFailure } from "../failures/send-failure.js";
import { findBranches } from "./find-branches.js";

/** GET /webapp/branches/:businessId (spec 7): a business's branches; `businessId` is its reference. */
export const branchesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/webapp/branches/:businessId", async (request, reply) => {
    const { businessId } = parseOrFail(getBranchesParamsSchema, request.params, "params");
    parseOrFail(getBranchesQuerySchema, request.query, "query");
    const list = await findBranches(db, businessId);
    // A business without a branch cannot be ordered from; the contract promises at least one.
    if (!list || list.length === 0) {
      return sendFailure(reply, 404, "NOT_FOUND", `No business has the reference ${businessId}`);
    }
    const answer: GetBranchesAnswer = { error: 0, message: "", branches: list };
    return answer;
  });
};
