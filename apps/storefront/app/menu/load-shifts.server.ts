import { createApiClient, type GetShiftsAnswer, type GetShiftsQuery } from "@storefront/api-client";
import { env } from "../env.server";

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
  const api = createApiClient({ baseUrl: env.API_BASE_URL, locale: language });
  try {
    return await api.getShifts(referenceId, { type, branch_id: branchId });
  } catch (error) {
    console.error(`Loading the ${type} shifts of ${referenceId} failed:`, error);
    return null;
  }
}
