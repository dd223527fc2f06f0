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
import {
  calcOrderAnswerSchema,
  getOrderAnswerSchema,
  orderEventsAnswerSchema,
  placeOrderAnswerSchema,
  retryPaymentAnswerSchema,
  transactionAnswerSchema,
  type CalcOrderAnswer,
  type GetOrderAnswer,
  type OrderEventsAnswer,
  type OrderRequestBody,
  type PlaceOrderAnswer,
  type RetryPaymentAnswer,
  type TransactionAnswer,
} from "../contract/orders.js";
import {
  getZonesAnswerSchema,
  type GetZonesAnswer,
  type GetZonesQuery,
} from "../contract/zones.js";
import { getTablesAnswerSchema, type GetTablesAnswer } from "../contract/tables.js";
import {
  getAddressAnswerSchema,
  setAddressAnswerSchema,
  type GetAddressAnswer,
  type GetAddressBody,
  type SetAddressAnswer,
  type SetAddressBody,
} from "../contract/address.js";
import { cartAnswerSchema, type CartAnswer, type CartDto } from "../contract/cart.js";
import { getBranchesAnswerSchema, type GetBranchesAnswer } from "../contract/branches.js";
import { searchAnswerSchema, type SearchAnswer, type SearchQuery } from "../contract/search.js";
import {
  tagsIngredientsAnswerSchema,
  type TagsIngredientsAnswer,
  type TagsIngredientsQuery,
} from "../contract/tags-ingredients.js";
import {
  bannersReachAnswerSchema,
  getBannersAnswerSchema,
  type BannersReachAnswer,
  type GetBannersAnswer,
  type GetBannersQuery,
} from "../contract/banners.js";
import { visitAnswerSchema, type VisitAnswer, type VisitBody } from "../contract/visits.js";
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

    /**
     * GET webapp/v5/restaurant-domain/{domain}[/{activeBranchRef}]: the restaurant answer for the
     * business reached on a host name of its own, opened at the branch named.
     */
    getRestaurantByDomain(
      domain: string,
      activeBranchRef?: string,
      query: GetRestaurantQuery = {},
    ): Promise<GetRestaurantAnswer> {
      const branch = activeBranchRef === undefined ? "" : `/${encodeURIComponent(activeBranchRef)}`;
      return request(options, {
        method: "GET",
        path: `webapp/v5/restaurant-domain/${encodeURIComponent(domain)}${branch}`,
        query,
        answer: getRestaurantAnswerSchema,
      });
    },

    /** GET webapp/branches/{referenceId}: the business's branches with address, place and phone. */
    getBranches(referenceId: string): Promise<GetBranchesAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/branches/${encodeURIComponent(referenceId)}`,
        answer: getBranchesAnswerSchema,
      });
    },

    /** GET webapp/search/{term}: the items of a branch's menu shown now that match, best first. */
    search(term: string, query: SearchQuery): Promise<SearchAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/search/${encodeURIComponent(term)}`,
        query,
        answer: searchAnswerSchema,
      });
    },

    /** GET tags-ingredients: the tags and ingredients of a branch's items, ordered in a language. */
    getTagsIngredients(query: TagsIngredientsQuery): Promise<TagsIngredientsAnswer> {
      return request(options, {
        method: "GET",
        path: "tags-ingredients",
        query,
        answer: tagsIngredientsAnswerSchema,
      });
    },

    /** GET webapp/banners/{branchId}?date=DD-MM-YYYY: the banners a branch shows that day. */
    getBanners(branchId: number, query: GetBannersQuery): Promise<GetBannersAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/banners/${branchId}`,
        query,
        answer: getBannersAnswerSchema,
      });
    },

    /** POST webapp/banners/reach: counts that the customer saw these banners. */
    reachBanners(bannerIds: readonly number[]): Promise<BannersReachAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/banners/reach",
        body: { banners: bannerIds },
        answer: bannersReachAnswerSchema,
      });
    },

    /** POST webapp/visit/{branchId}: counts a visit to the branch's storefront. */
    recordVisit(branchId: number, body: VisitBody = {}): Promise<VisitAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/visit/${branchId}`,
        body,
        answer: visitAnswerSchema,
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

    /** POST webapp/order/{id}/{accessKey}/payment: a new payment attempt after a failed one. */
    retryPayment(orderId: number, accessKey: string): Promise<RetryPaymentAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/order/${orderId}/${encodeURIComponent(accessKey)}/payment`,
        body: {},
        answer: retryPaymentAnswerSchema,
      });
    },

    /** GET webapp/cart/{cartId}: a saved cart; 404 when there is none. */
    getCart(cartId: string): Promise<CartAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/cart/${encodeURIComponent(cartId)}`,
        answer: cartAnswerSchema,
      });
    },

    /** POST webapp/cart/{cartId}: saves the cart whole. */
    saveCart(cartId: string, cart: CartDto): Promise<CartAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/cart/${encodeURIComponent(cartId)}`,
        body: cart,
        answer: cartAnswerSchema,
      });
    },

    /** POST /service/pos/calc-order/{branchId}: the server's breakdown of an order request. */
    calcOrder(branchId: number, body: OrderRequestBody): Promise<CalcOrderAnswer> {
      return request(options, {
        method: "POST",
        path: `service/pos/calc-order/${branchId}`,
        body,
        answer: calcOrderAnswerSchema,
      });
    },

    /** POST webapp/order: places the order once per idempotency key, priced by the server. */
    placeOrder(body: OrderRequestBody, idempotencyKey: string): Promise<PlaceOrderAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/order",
        body,
        headers: { "Idempotency-Key": idempotencyKey },
        answer: placeOrderAnswerSchema,
      });
    },

    /** GET webapp/order/{id}/{accessKey}: an order for the customer who holds its key. */
    getOrder(orderId: number, accessKey: string, full = false): Promise<GetOrderAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/order/${orderId}/${encodeURIComponent(accessKey)}`,
        query: full ? { full: "true" } : {},
        answer: getOrderAnswerSchema,
      });
    },

    /** GET webapp/update-order-events/{id}/{accessKey}: the order's status and its history. */
    getOrderEvents(orderId: number, accessKey: string): Promise<OrderEventsAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/update-order-events/${orderId}/${encodeURIComponent(accessKey)}`,
        answer: orderEventsAnswerSchema,
      });
    },

    /** GET webapp/transaction/{orderId}/{paymentId}: the server checks the payment with its gateway. */
    getTransaction(orderId: number, paymentId: string): Promise<TransactionAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/transaction/${orderId}/${encodeURIComponent(paymentId)}`,
        answer: transactionAnswerSchema,
      });
    },

    /** GET webapp/zones/{referenceId}: delivery zones with their areas; with shipping, countries and the form. */
    getZones(referenceId: string, query: GetZonesQuery = {}): Promise<GetZonesAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/zones/${encodeURIComponent(referenceId)}`,
        query,
        answer: getZonesAnswerSchema,
      });
    },

    /** GET webapp/tables/{branchId}: the branch's dine-in tables by floor, with its labels. */
    getTables(branchId: number): Promise<GetTablesAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/tables/${branchId}`,
        answer: getTablesAnswerSchema,
      });
    },

    /** POST webapp/getAddress: places matching a text (flag 0) or at a point "lat,lng" (flag 1). */
    getAddress(body: GetAddressBody): Promise<GetAddressAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/getAddress",
        body,
        answer: getAddressAnswerSchema,
      });
    },

    /** POST webapp/setAddress: the chosen place with its area and the zone that delivers there. */
    setAddress(body: SetAddressBody): Promise<SetAddressAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/setAddress",
        body,
        answer: setAddressAnswerSchema,
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
