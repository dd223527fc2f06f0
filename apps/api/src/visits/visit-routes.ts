import { endpoints, type VisitAnswer } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import { findBranchOwner } from "../branches/find-branch-owner.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { sendFailure } from "../failures/send-failure.js";
import { recordVisit } from "./record-visit.js";

/** Counts a visit to a branch's storefront (spec 7). */
export const visitRoutes: FastifyPluginAsync<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  serve(app, endpoints.recordVisit, async ({ params: { id }, body, reply }) => {
    const owner = await findBranchOwner(db, id);
    if (!owner) return sendFailure(reply, 404, "NOT_FOUND", `No branch has the id ${id}`);
    await recordVisit(db, owner, body?.source ?? "web", clock());
    const answer: VisitAnswer = { error: 0, message: "" };
    return answer;
  });
};
