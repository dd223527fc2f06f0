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
  orderPhoneProofAnswerSchema,
  type OrderPhoneProofAnswer,
  phoneProofHeader,
} from "../contract/order-phone.js";
import {
  getShiftsAnswerSchema,
  type GetShiftsAnswer,
  type GetShiftsQuery,
} from "../contract/shifts.js";
import {
  customerOrdersAnswerSchema,
  type CustomerOrdersAnswer,
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
  reservationAnswerSchema,
  reservationSlotsAnswerSchema,
  reservationsAnswerSchema,
  type ReservationAnswer,
  type ReservationSlotsAnswer,
  type ReservationSlotsQuery,
  type ReservationsAnswer,
  type ReservationsRequest,
  type ReserveTableRequest,
} from "../contract/reservations.js";
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
import {
  doneAnswerSchema,
  otpSentAnswerSchema,
  profileAnswerSchema,
  signedInAnswerSchema,
  verifyOtpAnswerSchema,
  type DoneAnswer,
  type OtpSentAnswer,
  type ProfileAnswer,
  type RegisterBody,
  type RegisterWhatsappBody,
  type SendOtpBody,
  type SignedInAnswer,
  type UpdateProfileBody,
  type VerifyOtpBody,
  type VerifyOtpAnswer,
} from "../contract/accounts.js";
import {
  buyPackageAnswerSchema,
  purchaseAnswerSchema,
  walletAnswerSchema,
  walletHistoryAnswerSchema,
  type BuyPackageAnswer,
  type BuyPackageBody,
  type PurchaseAnswer,
  type WalletAnswer,
  type WalletHistoryAnswer,
} from "../contract/wallet.js";
import {
  feedbackAnswerSchema,
  myReviewAnswerSchema,
  rateAnswerSchema,
  surveyAnswerSchema,
  type FeedbackAnswer,
  type FeedbackBody,
  type MyReviewAnswer,
  type RateAnswer,
  type RateBody,
  type SurveyAnswer,
} from "../contract/feedback.js";
import {
  type LocationAnswer,
  locationAnswerSchema,
  type LocationBody,
  type LocationsAnswer,
  locationsAnswerSchema,
} from "../contract/locations.js";
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

    /**
     * POST webapp/order: places the order once per idempotency key, priced by the server. A guest
     * names the cart it orders from, whose key the idempotency key then is (ADR 036), and the
     * proof of its phone where the business asks for one (ADR 038).
     */
    placeOrder(
      body: OrderRequestBody,
      idempotencyKey: string,
      caller: { cartId?: string | null; phoneProof?: string | null } = {},
    ): Promise<PlaceOrderAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/order",
        body,
        headers: {
          "Idempotency-Key": idempotencyKey,
          ...(caller.cartId ? { "X-Cart-Id": caller.cartId } : {}),
          ...(caller.phoneProof ? { [phoneProofHeader]: caller.phoneProof } : {}),
        },
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

    /**
     * GET webapp/order/{id} with the customer's token: an order the signed-in customer placed
     * (another's is the same 404 as none).
     */
    getCustomerOrder(orderId: number): Promise<GetOrderAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/order/${orderId}`,
        answer: getOrderAnswerSchema,
      });
    },

    /** GET webapp/v5/orders/{userId}?page={n}: the signed-in customer's orders, newest first. */
    getCustomerOrders(userId: number, page = 1): Promise<CustomerOrdersAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/v5/orders/${userId}`,
        query: { page },
        answer: customerOrdersAnswerSchema,
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

    /** POST send-otp: a one-time code to a phone (sign-in, or another phone with the token). */
    sendOtp(body: SendOtpBody): Promise<OtpSentAnswer> {
      return request(options, {
        method: "POST",
        path: "send-otp",
        body,
        answer: otpSentAnswerSchema,
      });
    },

    /** POST webapp/register-whatsapp: the sign-in code by WhatsApp. */
    registerWhatsapp(body: RegisterWhatsappBody): Promise<OtpSentAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/register-whatsapp",
        body,
        answer: otpSentAnswerSchema,
      });
    },

    /** GET webapp/resend-otp: a new code for the challenge once the resend timer has run. */
    resendOtp(challengeId: string): Promise<OtpSentAnswer> {
      return request(options, {
        method: "GET",
        path: "webapp/resend-otp",
        query: { challenge_id: challengeId },
        answer: otpSentAnswerSchema,
      });
    },

    /**
     * POST verify-otp: the code of a sign-in challenge; a token and the user, or a registration
     * ticket for a phone without an account. `webapp/login`, `webapp/verify` and
     * `webapp/verify-by-whatsapp` are the same call.
     */
    verifyOtp(
      body: VerifyOtpBody,
      path:
        | "verify-otp"
        | "webapp/login"
        | "webapp/verify"
        | "webapp/verify-by-whatsapp" = "verify-otp",
    ): Promise<VerifyOtpAnswer> {
      return request(options, { method: "POST", path, body, answer: verifyOtpAnswerSchema });
    },

    /** POST webapp/verify-order-phone: the code of an order_phone challenge; the phone's proof. */
    verifyOrderPhone(body: VerifyOtpBody): Promise<OrderPhoneProofAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/verify-order-phone",
        body,
        answer: orderPhoneProofAnswerSchema,
      });
    },

    /** POST webapp/register: the account of the phone the ticket proved, with a name. */
    register(body: RegisterBody): Promise<SignedInAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/register",
        body,
        answer: signedInAnswerSchema,
      });
    },

    /** POST webapp/verify-phone: adds the phone of a verify_phone challenge to the signed-in customer. */
    verifyPhone(body: VerifyOtpBody): Promise<ProfileAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/verify-phone",
        body,
        answer: profileAnswerSchema,
      });
    },

    /** GET webapp/profile/{id}: the signed-in customer's own profile. */
    getProfile(userId: number): Promise<ProfileAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/profile/${userId}`,
        answer: profileAnswerSchema,
      });
    },

    /** POST webapp/update-profile: name, email or sign-in phone (one already verified). */
    updateProfile(body: UpdateProfileBody): Promise<ProfileAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/update-profile",
        body,
        answer: profileAnswerSchema,
      });
    },

    /** GET webapp/account/delete/{id}: deletes the customer's account; past orders stay, anonymised. */
    deleteAccount(userId: number): Promise<DoneAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/account/delete/${userId}`,
        answer: doneAnswerSchema,
      });
    },

    /** GET webapp/reservation-slots/{referenceId}: a date's bookable slots for a party (ADR 028). */
    getReservationSlots(
      referenceId: string,
      query: ReservationSlotsQuery,
    ): Promise<ReservationSlotsAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/reservation-slots/${encodeURIComponent(referenceId)}`,
        query,
        answer: reservationSlotsAnswerSchema,
      });
    },

    /** POST webapp/reserve-table: books a slot for the signed-in customer, pending. */
    reserveTable(body: ReserveTableRequest): Promise<ReservationAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/reserve-table",
        body,
        answer: reservationAnswerSchema,
      });
    },

    /** POST webapp/reservations/{referenceId}: the signed-in customer's reservations there. */
    getReservations(
      referenceId: string,
      body: ReservationsRequest = {},
    ): Promise<ReservationsAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/reservations/${encodeURIComponent(referenceId)}`,
        body,
        answer: reservationsAnswerSchema,
      });
    },

    /** GET webapp/reservation/{id}: one of the signed-in customer's reservations. */
    getReservation(reservationId: number): Promise<ReservationAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/reservation/${reservationId}`,
        answer: reservationAnswerSchema,
      });
    },

    /** POST webapp/logout: revokes this token. */
    logout(): Promise<DoneAnswer> {
      return request(options, {
        method: "POST",
        path: "webapp/logout",
        body: {},
        answer: doneAnswerSchema,
      });
    },

    /** GET webapp/wallet/{referenceId}: balance, on-hold balance, packages and policy (token). */
    getWallet(referenceId: string): Promise<WalletAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/wallet/${encodeURIComponent(referenceId)}`,
        answer: walletAnswerSchema,
      });
    },

    /** GET webapp/wallet/{referenceId}/history?page=: the credit history, newest first (token). */
    getWalletHistory(referenceId: string, page = 1): Promise<WalletHistoryAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/wallet/${encodeURIComponent(referenceId)}/history`,
        query: { page },
        answer: walletHistoryAnswerSchema,
      });
    },

    /**
     * POST webapp/wallet/packages/{packageId}/buy: a purchase and the gateway's page to pay it on,
     * once per idempotency key (a second call with the key answers the same purchase).
     */
    buyWalletPackage(
      packageId: number,
      body: BuyPackageBody,
      idempotencyKey: string,
    ): Promise<BuyPackageAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/wallet/packages/${packageId}/buy`,
        body,
        headers: { "Idempotency-Key": idempotencyKey },
        answer: buyPackageAnswerSchema,
      });
    },

    /** GET webapp/wallet/purchases/{purchaseId}: the purchase after the server checked the gateway. */
    getWalletPurchase(purchaseId: string): Promise<PurchaseAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/wallet/purchases/${encodeURIComponent(purchaseId)}`,
        answer: purchaseAnswerSchema,
      });
    },

    /** POST users/rate: the signed-in customer's review of the business (the spec's "review"). */
    rateBusiness(body: RateBody): Promise<RateAnswer> {
      return request(options, {
        method: "POST",
        path: "users/rate",
        body,
        answer: rateAnswerSchema,
      });
    },

    /** GET users/rate/{referenceId}: the signed-in customer's own review there, or null. */
    getMyReview(referenceId: string): Promise<MyReviewAnswer> {
      return request(options, {
        method: "GET",
        path: `users/rate/${encodeURIComponent(referenceId)}`,
        answer: myReviewAnswerSchema,
      });
    },

    /** GET webapp/feedback/{referenceId}: the business's active survey, or null. */
    getSurvey(referenceId: string): Promise<SurveyAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/feedback/${encodeURIComponent(referenceId)}`,
        answer: surveyAnswerSchema,
      });
    },

    /** POST webapp/feedback/{referenceId}: answers to the survey, checked per question. */
    answerSurvey(referenceId: string, body: FeedbackBody): Promise<FeedbackAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/feedback/${encodeURIComponent(referenceId)}`,
        body,
        answer: feedbackAnswerSchema,
      });
    },

    /** GET webapp/locations/{referenceId}: the signed-in customer's saved locations, the default first. */
    getLocations(referenceId: string): Promise<LocationsAnswer> {
      return request(options, {
        method: "GET",
        path: `webapp/locations/${encodeURIComponent(referenceId)}`,
        answer: locationsAnswerSchema,
      });
    },

    /** POST webapp/locations/{referenceId}: saves a new location (the first becomes the default). */
    createLocation(referenceId: string, body: LocationBody): Promise<LocationAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/locations/${encodeURIComponent(referenceId)}`,
        body,
        answer: locationAnswerSchema,
      });
    },

    /** POST webapp/locations/{referenceId}/{locationId}: replaces a saved location. */
    updateLocation(
      referenceId: string,
      locationId: number,
      body: LocationBody,
    ): Promise<LocationAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/locations/${encodeURIComponent(referenceId)}/${locationId}`,
        body,
        answer: locationAnswerSchema,
      });
    },

    /** POST webapp/locations/{referenceId}/{locationId}/delete: the list after deleting one. */
    deleteLocation(referenceId: string, locationId: number): Promise<LocationsAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/locations/${encodeURIComponent(referenceId)}/${locationId}/delete`,
        body: {},
        answer: locationsAnswerSchema,
      });
    },

    /** POST webapp/locations/{referenceId}/{locationId}/default: the list with this one the default. */
    setDefaultLocation(referenceId: string, locationId: number): Promise<LocationsAnswer> {
      return request(options, {
        method: "POST",
        path: `webapp/locations/${encodeURIComponent(referenceId)}/${locationId}/default`,
        body: {},
        answer: locationsAnswerSchema,
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
