import { endpoints, type BannersReachAnswer, type GetBannersAnswer } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import { findBranchOwner } from "../branches/find-branch-owner.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { sendFailure } from "../failures/send-failure.js";
import { resolveItemImages } from "../media/resolve-item-images.js";
import type { MediaOptions } from "../media/resolve-media-url.js";
import { findBanners } from "./find-banners.js";
import { recordBannerReach } from "./record-banner-reach.js";

/** A branch's banners on a day, and customers having seen them (spec 7). */
export const bannersRoutes: FastifyPluginAsync<{
  db: Database;
  clock: () => Date;
  media: MediaOptions;
}> = async (app, { db, clock, media }) => {
  serve(app, endpoints.getBanners, async ({ params: { id }, query: { date }, reply }) => {
    const owner = await findBranchOwner(db, id);
    if (!owner) return sendFailure(reply, 404, "NOT_FOUND", `No branch has the id ${id}`);
    const answer: GetBannersAnswer = {
      error: 0,
      message: "",
      // Pictures are stored as media paths and answered as the URLs clients load.
      banners: resolveItemImages(await findBanners(db, owner, date), media),
    };
    return answer;
  });

  serve(app, endpoints.reachBanners, async ({ body: { banners }, reply }) => {
    const unknown = await recordBannerReach(db, banners, clock());
    if (unknown.length > 0) {
      return sendFailure(reply, 404, "NOT_FOUND", `No banner has the id ${unknown.join(", ")}`);
    }
    const answer: BannersReachAnswer = { error: 0, message: "" };
    return answer;
  });
};
