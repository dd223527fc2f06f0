import {
  accessKeySchema,
  customerOrdersAnswerSchema,
  customerOrdersQuerySchema,
  bannersReachAnswerSchema,
  bannersReachBodySchema,
  getBannersAnswerSchema,
  getBannersQuerySchema,
  getBranchesAnswerSchema,
  searchAnswerSchema,
  searchQuerySchema,
  tagsIngredientsAnswerSchema,
  tagsIngredientsQuerySchema,
  visitAnswerSchema,
  visitBodySchema,
  calcOrderAnswerSchema,
  cartAnswerSchema,
  cartSchema,
  failureSchema,
  getAddressAnswerSchema,
  getAddressBodySchema,
  getItemAnswerSchema,
  getMenuAnswerSchema,
  getOrderAnswerSchema,
  getRestaurantAnswerSchema,
  getRestaurantQuerySchema,
  getShiftsAnswerSchema,
  getShiftsQuerySchema,
  getTablesAnswerSchema,
  getZonesAnswerSchema,
  getZonesQuerySchema,
  orderEventsAnswerSchema,
  orderRequestSchema,
  placeOrderAnswerSchema,
  retryPaymentAnswerSchema,
  setAddressAnswerSchema,
  setAddressBodySchema,
  transactionAnswerSchema,
  doneAnswerSchema,
  logoutBodySchema,
  otpSentAnswerSchema,
  profileAnswerSchema,
  registerBodySchema,
  registerWhatsappBodySchema,
  resendOtpQuerySchema,
  sendOtpBodySchema,
  signedInAnswerSchema,
  updateProfileBodySchema,
  verifyOtpAnswerSchema,
  verifyOtpBodySchema,
  orderPhoneProofAnswerSchema,
  phoneProofSchema,
  reservationAnswerSchema,
  reservationSlotsAnswerSchema,
  reservationSlotsQuerySchema,
  reservationsAnswerSchema,
  reservationsRequestSchema,
  reserveTableRequestSchema,
  buyPackageAnswerSchema,
  buyPackageBodySchema,
  purchaseAnswerSchema,
  walletAnswerSchema,
  feedbackAnswerSchema,
  feedbackBodySchema,
  myReviewAnswerSchema,
  rateAnswerSchema,
  rateBodySchema,
  surveyAnswerSchema,
  locationAnswerSchema,
  locationBodySchema,
  locationsAnswerSchema,
  walletHistoryAnswerSchema,
  walletHistoryQuerySchema,
} from "@storefront/api-client";
import { z } from "zod";
import { orderExamples } from "./order-examples.js";

interface Operation {
  method: "get" | "post";
  path: string;
  summary: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  examples?: Record<string, unknown>;
  answer: z.ZodType;
  /** Header parameters the call needs. */
  headers?: { name: string; description: string; schema: z.ZodType }[];
}

const operations: Operation[] = [
  {
    method: "get",
    path: "/webapp/v5/restaurant/{reference_id}",
    summary:
      "The business with its settings, discounts, standard menu, site and pixels; with wv=true its menu",
    query: getRestaurantQuerySchema,
    answer: getRestaurantAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/v5/restaurant-domain/{domain}",
    summary: "The restaurant answer for the business reached on a host name of its own",
    query: getRestaurantQuerySchema,
    answer: getRestaurantAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/v5/restaurant-domain/{domain}/{activeBranchRef}",
    summary: "The same, opened at the branch with that reference",
    query: getRestaurantQuerySchema,
    answer: getRestaurantAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/branches/{businessId}",
    summary: "A business's branches with their address, place and phone",
    answer: getBranchesAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/search/{term}",
    summary: "The items of a branch's menu shown now that match a term, best first",
    query: searchQuerySchema,
    answer: searchAnswerSchema,
  },
  {
    method: "get",
    path: "/tags-ingredients",
    summary: "The tags and ingredients of a branch's items, ordered in a language",
    query: tagsIngredientsQuerySchema,
    answer: tagsIngredientsAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/banners/{id}",
    summary: "The banners a branch shows on a day (DD-MM-YYYY)",
    query: getBannersQuerySchema,
    answer: getBannersAnswerSchema,
  },
  {
    method: "post",
    path: "/webapp/banners/reach",
    summary: "Counts that customers saw these banners",
    body: bannersReachBodySchema,
    answer: bannersReachAnswerSchema,
  },
  {
    method: "post",
    path: "/webapp/visit/{id}",
    summary: "Counts a visit to a branch's storefront",
    body: visitBodySchema,
    answer: visitAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/v5/menu/{id}",
    summary: "The menu of a branch",
    answer: getMenuAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/v5/item/{branchId}/{itemId}",
    summary: "One item as a branch sells it",
    answer: getItemAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/v5/shifts/{referenceId}",
    summary: "Today and the other days of a selling type",
    query: getShiftsQuerySchema,
    answer: getShiftsAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/zones/{businessId}",
    summary: "Delivery zones with areas; with shipping=true the countries and the shipping form",
    query: getZonesQuerySchema,
    answer: getZonesAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/tables/{id}",
    summary: "A branch's tables by floor",
    answer: getTablesAnswerSchema,
  },
  {
    method: "post",
    path: "/webapp/getAddress",
    summary: "Places matching a text, or at a point",
    body: getAddressBodySchema,
    answer: getAddressAnswerSchema,
  },
  {
    method: "post",
    path: "/webapp/setAddress",
    summary: "The chosen place with the zone that delivers there",
    body: setAddressBodySchema,
    answer: setAddressAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/cart/{cartId}",
    summary: "A saved cart",
    answer: cartAnswerSchema,
  },
  {
    method: "post",
    path: "/webapp/cart/{cartId}",
    summary: "Saves a cart whole",
    body: cartSchema,
    answer: cartAnswerSchema,
  },
  {
    method: "post",
    path: "/service/pos/calc-order/{branchId}",
    summary: "The server's breakdown of an order request, its refusals and problems",
    body: orderRequestSchema,
    examples: orderExamples,
    answer: calcOrderAnswerSchema,
  },
  {
    method: "post",
    path: "/webapp/order",
    summary: "Places an order once per idempotency key, priced by the server",
    body: orderRequestSchema,
    examples: orderExamples,
    answer: placeOrderAnswerSchema,
    headers: [
      {
        name: "Idempotency-Key",
        description:
          "16 to 64 letters, digits, - or _; the same key and body from the same caller answer the same order (ADR 036)",
        schema: z.string(),
      },
      {
        name: "X-Cart-Id",
        description: "A guest's cart id: the guest's idempotency keys are that cart's (ADR 036)",
        schema: z.string().optional(),
      },
      {
        name: "X-Phone-Proof",
        description:
          "A guest's proof of the order's phone (POST webapp/verify-order-phone); needed unless the business has disable_otp on (ADR 038)",
        schema: phoneProofSchema.optional(),
      },
    ],
  },
  {
    method: "get",
    path: "/webapp/order/{id}/{key}",
    summary: "An order for the holder of its key (full=true adds its request and pricing input)",
    query: z.object({ full: z.enum(["true", "false"]).optional() }),
    answer: getOrderAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/order/{id}",
    summary:
      "An order, its key in X-Order-Key; without a key, the bearer token of the customer who placed it",
    answer: getOrderAnswerSchema,
    headers: [
      { name: "X-Order-Key", description: "The order's access key", schema: accessKeySchema },
    ],
  },
  {
    method: "get",
    path: "/webapp/v5/orders/{id}",
    summary:
      "The signed-in customer's own orders (id: their user id; another is 404), newest first, ten a page",
    query: customerOrdersQuerySchema,
    answer: customerOrdersAnswerSchema,
    headers: [
      {
        name: "Authorization",
        description: "Bearer and the customer's token",
        schema: z.string().regex(/^Bearer [A-Za-z0-9_-]{43}$/),
      },
    ],
  },
  {
    method: "get",
    path: "/webapp/update-order-events/{id}/{key}",
    summary: "An order's status and its history",
    answer: orderEventsAnswerSchema,
  },
  {
    method: "get",
    path: "/webapp/transaction/{orderId}/{paymentId}",
    summary: "The server's own check of a payment with the gateway",
    answer: transactionAnswerSchema,
  },
  {
    method: "post",
    path: "/webapp/order/{id}/{key}/payment",
    summary: "A new payment attempt after a failed one",
    answer: retryPaymentAnswerSchema,
  },
  ...accountOperations(),
  ...reservationOperations(),
  ...walletOperations(),
  ...feedbackOperations(),
  ...locationOperations(),
];

/** Rating the business and its feedback survey (ADR 032). */
function feedbackOperations(): Operation[] {
  const bearer = [
    {
      name: "Authorization",
      description: "Bearer and the customer's token",
      schema: z.string().regex(/^Bearer [A-Za-z0-9_-]{43}$/),
    },
  ];
  return [
    {
      method: "post",
      path: "/users/rate",
      summary:
        "The customer's review of the business (the spec's review): 201 the first time, 200 replacing it",
      body: rateBodySchema,
      answer: rateAnswerSchema,
      headers: bearer,
    },
    {
      method: "get",
      path: "/users/rate/{reference_id}",
      summary: "The customer's own review of the business, or null",
      answer: myReviewAnswerSchema,
      headers: bearer,
    },
    {
      method: "get",
      path: "/webapp/feedback/{reference_id}",
      summary: "The business's active feedback survey, or null",
      answer: surveyAnswerSchema,
    },
    {
      method: "post",
      path: "/webapp/feedback/{reference_id}",
      summary:
        "Answers to the survey, each checked against its question (422 ANSWERS_INVALID lists them)",
      body: feedbackBodySchema,
      answer: feedbackAnswerSchema,
    },
  ];
}

/** The wallet calls (ADR 027), each with the customer's token. */
function walletOperations(): Operation[] {
  const bearer = [
    {
      name: "Authorization",
      description: "Bearer and the customer's token",
      schema: z.string().regex(/^Bearer [A-Za-z0-9_-]{43}$/),
    },
  ];
  return [
    {
      method: "get",
      path: "/webapp/wallet/{referenceId}",
      summary: "The customer's wallet: balance, on-hold balance, packages on sale and policy",
      answer: walletAnswerSchema,
      headers: bearer,
    },
    {
      method: "get",
      path: "/webapp/wallet/{referenceId}/history",
      summary: "The wallet's credit history, newest first, 20 a page",
      query: walletHistoryQuerySchema,
      answer: walletHistoryAnswerSchema,
      headers: bearer,
    },
    {
      method: "post",
      path: "/webapp/wallet/packages/{packageId}/buy",
      summary:
        "Buys a package once per idempotency key: a purchase and the gateway's page to pay it on",
      body: buyPackageBodySchema,
      answer: buyPackageAnswerSchema,
      headers: [
        ...bearer,
        {
          name: "Idempotency-Key",
          description:
            "16 to 64 letters, digits, - or _; the customer's same key and package answer the same purchase",
          schema: z.string(),
        },
      ],
    },
    {
      method: "get",
      path: "/webapp/wallet/purchases/{purchaseId}",
      summary: "A purchase after the server's check with the gateway; paid credits it once",
      answer: purchaseAnswerSchema,
      headers: bearer,
    },
  ];
}

/** The saved-location calls (ADR 031), each with the customer's token. */
function locationOperations(): Operation[] {
  const bearer = [
    {
      name: "Authorization",
      description: "Bearer and the customer's token",
      schema: z.string().regex(/^Bearer [A-Za-z0-9_-]{43}$/),
    },
  ];
  const one = "/webapp/locations/{referenceId}/{locationId}";
  return [
    {
      method: "get",
      path: "/webapp/locations/{referenceId}",
      summary: "The customer's saved locations, the default first",
      answer: locationsAnswerSchema,
      headers: bearer,
    },
    {
      method: "post",
      path: "/webapp/locations/{referenceId}",
      summary: "Saves a location inside a visible zone; the first is the default (20 at most)",
      body: locationBodySchema,
      answer: locationAnswerSchema,
      headers: bearer,
    },
    {
      method: "post",
      path: one,
      summary: "Replaces a saved location whole",
      body: locationBodySchema,
      answer: locationAnswerSchema,
      headers: bearer,
    },
    {
      method: "post",
      path: `${one}/delete`,
      summary: "Deletes a saved location; the oldest remaining becomes the default",
      answer: locationsAnswerSchema,
      headers: bearer,
    },
    {
      method: "post",
      path: `${one}/default`,
      summary: "Makes a saved location the default",
      answer: locationsAnswerSchema,
      headers: bearer,
    },
  ];
}

/** The account calls (ADR 025); those that need the customer's token say so. */
function accountOperations(): Operation[] {
  const bearer = [
    {
      name: "Authorization",
      description: "Bearer and the customer's token",
      schema: z.string().regex(/^Bearer [A-Za-z0-9_-]{43}$/),
    },
  ];
  const signIn = (path: string, summary: string): Operation => ({
    method: "post",
    path,
    summary,
    body: verifyOtpBodySchema,
    answer: verifyOtpAnswerSchema,
  });
  return [
    {
      method: "post",
      path: "/send-otp",
      summary:
        "Sends a one-time code (sign-in; verify_phone with the token); the same answer for every phone",
      body: sendOtpBodySchema,
      answer: otpSentAnswerSchema,
    },
    {
      method: "post",
      path: "/webapp/register-whatsapp",
      summary: "Sends the sign-in code by WhatsApp",
      body: registerWhatsappBodySchema,
      answer: otpSentAnswerSchema,
    },
    {
      method: "get",
      path: "/webapp/resend-otp",
      summary: "A new code for a challenge once its resend timer has run",
      query: resendOtpQuerySchema,
      answer: otpSentAnswerSchema,
    },
    signIn(
      "/verify-otp",
      "Signs in with a code: a token, or a registration ticket for a new phone",
    ),
    signIn("/webapp/login", "The same sign-in: the credentials are a challenge and its code"),
    signIn("/webapp/verify", "The same sign-in"),
    signIn("/webapp/verify-by-whatsapp", "The same sign-in, for a code sent by WhatsApp"),
    {
      method: "post",
      path: "/webapp/register",
      summary: "Creates the account of the phone a registration ticket proved, signed in",
      body: registerBodySchema,
      answer: signedInAnswerSchema,
    },
    {
      method: "post",
      path: "/webapp/verify-order-phone",
      summary: "A guest's order_phone code: the phone's proof for placing orders (ADR 038)",
      body: verifyOtpBodySchema,
      answer: orderPhoneProofAnswerSchema,
    },
    {
      method: "post",
      path: "/webapp/verify-phone",
      summary: "Adds the phone of a verify_phone code to the signed-in customer",
      body: verifyOtpBodySchema,
      answer: profileAnswerSchema,
      headers: bearer,
    },
    {
      method: "get",
      path: "/webapp/profile/{id}",
      summary: "The signed-in customer's own profile (another id is 404)",
      answer: profileAnswerSchema,
      headers: bearer,
    },
    {
      method: "post",
      path: "/webapp/update-profile",
      summary: "Changes the customer's name, email or sign-in phone (one they verified)",
      body: updateProfileBodySchema,
      answer: profileAnswerSchema,
      headers: bearer,
    },
    {
      method: "get",
      path: "/webapp/account/delete/{id}",
      summary: "Deletes the customer's own account; past orders stay, without personal data",
      answer: doneAnswerSchema,
      headers: bearer,
    },
    {
      method: "post",
      path: "/webapp/logout",
      summary: "Revokes the token",
      body: logoutBodySchema,
      answer: doneAnswerSchema,
      headers: bearer,
    },
  ];
}

/** Reservations (docs/decisions/028-reservations.md). */
function reservationOperations(): Operation[] {
  const bearer = [
    {
      name: "Authorization",
      description: "Bearer <token> of the signed-in customer",
      schema: z.string(),
    },
  ];
  return [
    {
      method: "get",
      path: "/webapp/reservation-slots/{reference_id}",
      summary:
        "The bookable slots of a date for a party, with what is left and the tables that fit",
      query: reservationSlotsQuerySchema,
      answer: reservationSlotsAnswerSchema,
    },
    {
      method: "post",
      path: "/webapp/reserve-table",
      summary:
        "Books a slot (a table, or seats) for the signed-in customer; 409 SLOT_FULL when taken",
      body: reserveTableRequestSchema,
      answer: reservationAnswerSchema,
      headers: bearer,
    },
    {
      method: "post",
      path: "/webapp/reservations/{id}",
      summary:
        "The signed-in customer's reservations at the business {id} (its reference), 20 a page",
      body: reservationsRequestSchema.optional(),
      answer: reservationsAnswerSchema,
      headers: bearer,
    },
    {
      method: "get",
      path: "/webapp/reservation/{id}",
      summary: "One of the signed-in customer's reservations (another's is 404)",
      answer: reservationAnswerSchema,
      headers: bearer,
    },
  ];
}

const schema = (type: z.ZodType) => z.toJSONSchema(type, { io: "input", unrepresentable: "any" });

/**
 * The OpenAPI 3.1 document of the v5 contract, generated from the same zod schemas that validate
 * every request and answer (ARCHITECTURE.md), served at `GET /openapi.json`.
 */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const queryParameters = Object.entries(operation.query?.shape ?? {}).map(([name, field]) => ({
      name,
      in: "query",
      // A field is required when leaving it out breaks its schema (branch_id, date).
      required: !(field as z.ZodType).safeParse(undefined).success,
      schema: schema(field as z.ZodType),
    }));
    const headerParameters = (operation.headers ?? []).map(
      ({ name, description, schema: type }) => ({
        name,
        in: "header",
        required: !type.safeParse(undefined).success,
        description,
        schema: schema(type),
      }),
    );
    (paths[operation.path] ??= {})[operation.method] = {
      summary: operation.summary,
      parameters: [...pathParameters, ...queryParameters, ...headerParameters],
      ...(operation.body
        ? {
            requestBody: {
              required: !operation.body.safeParse(undefined).success,
              content: {
                "application/json": {
                  schema: schema(operation.body),
                  ...(operation.examples
                    ? {
                        examples: Object.fromEntries(
                          Object.entries(operation.examples).map(([name, value]) => [
                            name,
                            { value },
                          ]),
                        ),
                      }
                    : {}),
                },
              },
            },
          }
        : {}),
      responses: {
        "200": {
          description: "Success",
          content: { "application/json": { schema: schema(operation.answer) } },
        },
        "4XX": {
          description: "The v5 failure envelope (ADR 004)",
          content: { "application/json": { schema: schema(failureSchema) } },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Storefront v5 API", version: "5" },
    paths,
  };
}
