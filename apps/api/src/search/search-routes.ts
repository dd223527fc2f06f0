import { endpoints, type SearchAnswer } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { resolveItemImages } from "../media/resolve-item-images.js";
import type { MediaOptions } from "../media/resolve-media-url.js";
import { sendFailure } from "../failures/send-failure.js";
import { searchMenu } from "./search-menu.js";

/** Results when the client names no limit. */
const defaultLimit = 20;

/**
 * Search (spec 7; docs/decisions/018-browse-calls.md): the items of a branch's menu shown now
 * that match the term, best first, for a selling type and up to a limit.
 */
export const searchRoutes: FastifyPluginAsync<{
  db: Database;
  clock: () => Date;
  media: MediaOptions;
}> = async (app, { db, clock, media }) => {
  serve(app, endpoints.search, async ({ params: { term }, query, reply }) => {
    const found = await searchMenu(db, {
      branchId: query.branch_id,
      term,
      type: query.type,
      limit: query.limit ?? defaultLimit,
      now: clock(),
    });
    if (!found) {
      return sendFailure(reply, 404, "NOT_FOUND", `No branch has the id ${query.branch_id}`);
    }
    const answer: SearchAnswer = {
      error: 0,
      message: "",
      ...found,
      items: resolveItemImages(found.items, media),
    };
    return answer;
  });
};
