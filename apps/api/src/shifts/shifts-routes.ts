import {
  type GetShiftsAnswer,
  getShiftsParamsSchema,
  getShiftsQuerySchema,
} from "@storefront/api-client";
import { sellingTypeStrings } from "@storefront/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { sendFailure } from "../failures/send-failure.js";
import { findShifts } from "./find-shifts.js";

/** GET /webapp/v5/shifts/:reference_id (spec section 7): today and other days of a selling type. */
export const shiftsRoutes: FastifyPluginAsync<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get("/webapp/v5/shifts/:reference_id", async (request, reply) => {
    const { reference_id } = parseOrFail(getShiftsParamsSchema, request.params, "params");
    const query = parseOrFail(getShiftsQuerySchema, request.query, "query");
    // dinein, product_service and the reservation types order as dine_in; pickup as car_pickup.
    const { sellingType } = sellingTypeStrings[query.type];

    // The server's own clock decides: the client's X-Current-Time may be wrong or forged.
    const found = await findShifts(db, {
      referenceId: reference_id,
      sellingType,
      branchId: query.branch_id,
      now: clock(),
    });
    if (!found) {
      return sendFailure(reply, 404, "NOT_FOUND", `No business ${reference_id} with that branch`);
    }
    const answer: GetShiftsAnswer = { error: 0, message: "", ...found };
    return answer;
  });
};
