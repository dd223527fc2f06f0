import { endpoints } from "@storefront/api-client";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { readCatalogueRevision } from "../catalogue/read-catalogue-revision.js";
import { createRevisionCache } from "../catalogue/revision-cache.js";
import { sendFromCache } from "../catalogue/send-cached.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import type { MediaOptions } from "../media/resolve-media-url.js";
import { readBusinessRatingTotals } from "../feedback/read-rating.js";
import { findRestaurantAnswer, type RestaurantQuestion } from "./find-restaurant-answer.js";

/**
 * The business a storefront is opened for, by its reference (spec section 7), with `theme_id` to
 * preview a saved theme and `wv=true` inside the business's own app; and the same answer for the
 * business reached on a host name of its own, opened at the branch named.
 */
export const restaurantRoutes: FastifyPluginAsync<{ db: Database; media: MediaOptions }> = async (
  app,
  { db, media },
) => {
  // Every page of a storefront asks for its business: the answer is built once per catalogue
  // revision and question (ADR 023).
  const answers = createRevisionCache("restaurant", 256);
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    question: RestaurantQuestion,
  ) => {
    // The business's rating (ADR 032) changes with its reviews, not with the catalogue: its
    // totals are part of the key, so a new review shows at once without emptying every cache.
    const [revision, rating] = await Promise.all([
      readCatalogueRevision(db),
      readBusinessRatingTotals(db, question.business),
    ]);
    const key = JSON.stringify({ question, rating });
    return sendFromCache(request, reply, answers, { key, version: revision }, () =>
      findRestaurantAnswer(db, question, media, rating),
    );
  };

  /** How the business is to look: a saved theme to preview, and whether inside its own app. */
  const view = (query: { theme_id?: number | undefined; wv?: string | undefined }) => ({
    themeId: query.theme_id,
    webview: query.wv === "true",
  });

  serve(app, endpoints.getRestaurant, async ({ params: { reference_id }, query, request, reply }) =>
    answer(request, reply, {
      business: { referenceId: reference_id },
      ...view(query),
    }),
  );

  serve(
    app,
    endpoints.getRestaurantByDomain,
    async ({ params: { domain }, query, request, reply }) =>
      answer(request, reply, {
        business: { host: domain },
        ...view(query),
      }),
  );

  serve(
    app,
    endpoints.getRestaurantByDomainBranch,
    async ({ params: { domain, activeBranchRef }, query, request, reply }) =>
      answer(request, reply, {
        business: { host: domain },
        activeBranchRef,
        ...view(query),
      }),
  );
};
