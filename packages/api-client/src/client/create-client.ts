import {
  getItemAnswerSchema,
  getMenuAnswerSchema,
  type GetItemAnswer,
  type GetMenuAnswer,
} from "../contract/menu.js";
import {
  getRestaurantAnswerSchema,
  type GetRestaurantAnswer,
  type GetRestaurantQuery,
} from "../contract/restaurant.js";
import {
  getShiftsAnswerSchema,
  type GetShiftsAnswer,
  type GetShiftsQuery,
} from "../contract/shifts.js";
import { request, type ClientOptions } from "./request.js";

/** The typed v5 client: one method per call of the spec's section 7. */
export function createApiClient(options: ClientOptions) {
  return {
    /** GET webapp/v5/restaurant/{reference_id}: the business, its branches, languages and theme. */
    getRestaurant(
      referenceId: string,
      query: GetRestaurantQuery = {},
    ): Promise<GetRestaurantAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/v5/restaurant/${encodeURIComponent(referenceId)}`,
        query,
        answer: getRestaurantAnswerSchema,
      });
    },

    /** GET webapp/v5/menu/{id}: the menu of a branch, with every category and item's settings there. */
    getMenu(branchId: number): Promise<GetMenuAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/v5/menu/${branchId}`,
        answer: getMenuAnswerSchema,
      });
    },

    /** GET webapp/v5/item/{branchId}/{itemId}: one item as the branch sells it; 404 when it does not. */
    getItem(branchId: number, itemId: number): Promise<GetItemAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/v5/item/${branchId}/${itemId}`,
        answer: getItemAnswerSchema,
      });
    },

    /** GET webapp/v5/shifts/{referenceId}: today's state and the other days' hours of a selling type. */
    getShifts(
      referenceId: string,
      query: { type?: GetShiftsQuery["type"]; branch_id?: number } = {},
    ): Promise<GetShiftsAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/v5/shifts/${encodeURIComponent(referenceId)}`,
        query,
        answer: getShiftsAnswerSchema,
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
