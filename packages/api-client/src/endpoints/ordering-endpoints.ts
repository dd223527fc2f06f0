import { cartAnswerSchema, cartIdSchema, cartParamsSchema, cartSchema } from "../contract/cart.js";
import { phoneProofHeader, phoneProofSchema } from "../contract/order-phone.js";
import {
  accessKeySchema,
  calcOrderAnswerSchema,
  calcOrderParamsSchema,
  customerOrdersAnswerSchema,
  customerOrdersParamsSchema,
  customerOrdersQuerySchema,
  getOrderAnswerSchema,
  getOrderQuerySchema,
  orderEventsAnswerSchema,
  orderIdParamsSchema,
  orderPathSchema,
  orderRequestSchema,
  placeOrderAnswerSchema,
  retryPaymentAnswerSchema,
  retryPaymentBodySchema,
  transactionAnswerSchema,
  transactionParamsSchema,
} from "../contract/orders.js";
import { endpoint } from "./endpoint.js";
import { orderExamples } from "./order-examples.js";

/** The cart, pricing, placing an order, following it and paying for it. */
export const orderingEndpoints = {
  getCart: endpoint({
    method: "GET",
    path: "/webapp/cart/{cartId}",
    summary: "A saved cart",
    access: "public",
    params: cartParamsSchema,
    answer: cartAnswerSchema,
  }),
  saveCart: endpoint({
    method: "POST",
    path: "/webapp/cart/{cartId}",
    summary: "Saves a cart whole",
    access: "public",
    params: cartParamsSchema,
    body: cartSchema,
    answer: cartAnswerSchema,
  }),
  calcOrder: endpoint({
    method: "POST",
    path: "/service/pos/calc-order/{branchId}",
    summary: "The server's breakdown of an order request, its refusals and problems",
    access: "public",
    token: "optional",
    params: calcOrderParamsSchema,
    body: orderRequestSchema,
    examples: orderExamples,
    answer: calcOrderAnswerSchema,
  }),
  placeOrder: endpoint({
    method: "POST",
    path: "/webapp/order",
    summary:
      "Places an order once per idempotency key, priced by the server (201; 200 answering the same key again)",
    access: "public",
    token: "optional",
    idempotent: true,
    headers: {
      "X-Cart-Id": {
        description: "A guest's cart id: the guest's idempotency keys are that cart's (ADR 036)",
        schema: cartIdSchema.optional(),
      },
      [phoneProofHeader]: {
        description:
          "A guest's proof of the order's phone (POST webapp/verify-order-phone); needed unless the business has disable_otp on (ADR 038); one that is not a proof counts as none",
        // A stale or mangled proof is no proof: the answer is 428 asking for a code, not a 400.
        schema: phoneProofSchema.optional().catch(undefined),
      },
    },
    body: orderRequestSchema,
    examples: orderExamples,
    answer: placeOrderAnswerSchema,
    status: 201,
  }),
  getOrder: endpoint({
    method: "GET",
    path: "/webapp/order/{id}/{key}",
    summary: "An order for the holder of its key (full=true adds its request and pricing input)",
    access: "customer",
    params: orderPathSchema,
    query: getOrderQuerySchema,
    answer: getOrderAnswerSchema,
  }),
  getCustomerOrder: endpoint({
    method: "GET",
    path: "/webapp/order/{id}",
    summary:
      "An order, its key in X-Order-Key; without a key, the bearer token of the customer who placed it",
    access: "customer",
    token: "optional",
    params: orderIdParamsSchema,
    headers: {
      "X-Order-Key": {
        description: "The order's access key; one that is not a key counts as none",
        schema: accessKeySchema.optional().catch(undefined),
      },
    },
    answer: getOrderAnswerSchema,
  }),
  getCustomerOrders: endpoint({
    method: "GET",
    path: "/webapp/v5/orders/{id}",
    summary:
      "The signed-in customer's own orders (id: their user id; another is 404), newest first, ten a page",
    access: "customer",
    token: "required",
    params: customerOrdersParamsSchema,
    query: customerOrdersQuerySchema,
    answer: customerOrdersAnswerSchema,
  }),
  getOrderEvents: endpoint({
    method: "GET",
    path: "/webapp/update-order-events/{id}/{key}",
    summary: "An order's status and its history",
    access: "customer",
    params: orderPathSchema,
    answer: orderEventsAnswerSchema,
  }),
  getTransaction: endpoint({
    method: "GET",
    path: "/webapp/transaction/{orderId}/{paymentId}",
    summary: "The server's own check of a payment with the gateway",
    access: "customer",
    params: transactionParamsSchema,
    answer: transactionAnswerSchema,
  }),
  retryPayment: endpoint({
    method: "POST",
    path: "/webapp/order/{id}/{key}/payment",
    summary: "A new payment attempt after a failed one",
    access: "customer",
    params: orderPathSchema,
    body: retryPaymentBodySchema,
    answer: retryPaymentAnswerSchema,
  }),
  customerArrived: endpoint({
    method: "POST",
    path: "/webapp/order/{id}/{key}/arrived",
    summary:
      "A car pickup customer says they are outside; the board shows it (409 unless the order is open)",
    access: "customer",
    params: orderPathSchema,
    answer: orderEventsAnswerSchema,
  }),
};
