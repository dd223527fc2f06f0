import { endpoints, type GetItemAnswer, type GetMenuAnswer } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import { readCatalogueRevision } from "../catalogue/read-catalogue-revision.js";
import { createRevisionCache } from "../catalogue/revision-cache.js";
import { sendFromCache } from "../catalogue/send-cached.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { RequestFailure } from "../failures/request-failure.js";
import { sendFailure } from "../failures/send-failure.js";
import { findItem, findMenu } from "./find-menu.js";
import type { MediaOptions } from "../media/resolve-media-url.js";
import { resolveItemImages } from "../media/resolve-item-images.js";

/** A branch's menu and one of its items (spec section 7). */
export const menuRoutes: FastifyPluginAsync<{ db: Database; media: MediaOptions }> = async (
  app,
  { db, media },
) => {
  // A branch's menu is built and serialised once per catalogue revision: building a 10,000-item
  // menu costs far more than the one-row query that says whether it changed.
  const menus = createRevisionCache("menu", 32);

  serve(app, endpoints.getMenu, async ({ params: { id }, request, reply }) => {
    const version = await readCatalogueRevision(db);
    return sendFromCache(request, reply, menus, { key: `menu-${id}`, version }, async () => {
      const found = await findMenu(db, id);
      if (!found) throw new RequestFailure(404, "NOT_FOUND", `No branch has the id ${id}`);
      const answer: GetMenuAnswer = {
        error: 0,
        message: "",
        ...found,
        menu: { ...found.menu, items: resolveItemImages(found.menu.items, media) },
      };
      return answer;
    });
  });

  serve(app, endpoints.getItem, async ({ params: { branch_id, item_id }, reply }) => {
    const found = await findItem(db, branch_id, item_id);
    if (!found) {
      return sendFailure(
        reply,
        404,
        "NOT_FOUND",
        `Branch ${branch_id} does not sell item ${item_id}`,
      );
    }
    const answer: GetItemAnswer = {
      error: 0,
      message: "",
      currency: found.currency,
      ...resolveItemImages([found.item], media)[0]!,
    };
    return answer;
  });
};
