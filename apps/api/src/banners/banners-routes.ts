import {
  type BannersReachAnswer,
  bannersReachBodySchema,
  type GetBannersAnswer,
  getBannersParamsSchema,
  getBannersQuerySchema,
} from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import { findBranchOwner } from "../branches/find-branch-owner.js";
import type { Database } from "../db/database.js";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { sendFailure } from "../failures/send-failure.js";
import { resolveItemImages } from "../media/resolve-item-images.js";
import type { MediaOptions } from "../media/resolve-media-url.js";
import { findBanners } from "./find-banners.js";
import { recordBannerReach } from "./record-banner-reach.js";

/**
 * GET /webapp/banners/:id?date=DD-MM-YYYY (a branch's banners on a day) and POST
 * /webapp/banners/reach (customers saw these banners), spec 7.
 */
export const bannersRoutes: FastifyPluginAsync<{
  db: Database;
  clock: () => Date;
  media: MediaOptions;
}> = async (app, { db, clock, media }) => {
  app.get("/webapp/banners/:id", async (request, reply) => {
    const { id } = parseOrFail(getBannersParamsSchema, request.params, "params");
    const { date } = parseOrFail(getBannersQuerySchema, request.query, "query");
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

  app.post("/webapp/banners/reach", async (request, reply) => {
    const { banners } = parseOrFail(bannersReachBodySchema, request.body, "body");
    const unknown = await recordBannerReach(db, banners, clock());
    if (unknown.length > 0) {
      return sendFailure(reply, 404, "NOT_FOUND", `No banner has the id ${unknown.join(", ")}`);
    }
    const answer: BannersReachAnswer = { error: 0, message: "" };
    return answer;
  });
};
