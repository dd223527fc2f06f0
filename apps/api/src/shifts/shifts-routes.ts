import { endpoints, type GetShiftsAnswer } from "@storefront/api-client";
import { sellingTypeStrings } from "@storefront/domain";
import type { FastifyPluginAsync } from "fastify";
import { readCatalogueRevision } from "../catalogue/read-catalogue-revision.js";
import { createRevisionCache } from "../catalogue/revision-cache.js";
import { sendFromCache } from "../catalogue/send-cached.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { RequestFailure } from "../failures/request-failure.js";
import { findShifts } from "./find-shifts.js";

/** A business's shifts (spec section 7): today and other days of a selling type. */
export const shiftsRoutes: FastifyPluginAsync<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  // Today's state changes only on the minute (hours are whole minutes), so an answer is kept per
  // catalogue revision and minute.
  const answers = createRevisionCache("shifts", 256);

  serve(app, endpoints.getShifts, async ({ params: { reference_id }, query, request, reply }) => {
    // dinein, product_service and the reservation types order as dine_in; pickup as car_pickup.
    const { sellingType } = sellingTypeStrings[query.type];

    // The server's own clock decides: the client's X-Current-Time may be wrong or forged.
    const minute = Math.floor(clock().getTime() / 60_000);
    const revision = await readCatalogueRevision(db);
    const key = `shifts-${reference_id}-${sellingType}-${query.branch_id ?? "default"}`;
    const version = `${revision}m${minute}`;
    return sendFromCache(request, reply, answers, { key, version }, async () => {
      const found = await findShifts(db, {
        referenceId: reference_id,
        sellingType,
        branchId: query.branch_id,
        now: new Date(minute * 60_000),
      });
      if (!found) {
        throw new RequestFailure(404, "NOT_FOUND", `No business ${reference_id} with that branch`);
      }
      const answer: GetShiftsAnswer = { error: 0, message: "", ...found };
      return answer;
    });
  });
};
