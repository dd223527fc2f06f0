import type { GetShiftsAnswer, GetShiftsQuery } from "@storefront/api-client";
import { apiFor } from "../api/api-client.server";
import { catalogueAnswer } from "../api/catalogue-answers.server";
import { reportError } from "../errors/report-error.server";

/**
 * Today's state of a selling type at a branch, or null when it cannot be loaded: the spec counts
 * a selling type whose shifts are not loaded as open, so the page goes on without them.
 */
export async function loadShifts(
  referenceId: string,
  branchId: number,
  type: NonNullable<GetShiftsQuery["type"]>,
  language: string,
): Promise<GetShiftsAnswer | null> {
  try {
    // The open state is the minute's: the answer holds for the minute at most.
    return await catalogueAnswer(
      `shifts ${referenceId} ${branchId} ${type} ${language}`,
      "minute",
      () =>
        apiFor(language).getShifts({
          params: { reference_id: referenceId },
          query: { type, branch_id: branchId },
        }),
    );
  } catch (error) {
    reportError(error, "server", { what: `Loading the ${type} shifts of ${referenceId} failed` });
    return null;
  }
}
