import { ordersPlaced } from "../metrics/metrics.js";
import {
  type CalcOrderAnswer,
  type CustomerOrdersAnswer,
  customerOrdersPerPage,
  endpoints,
  type GetOrderAnswer,
  type OrderEventsAnswer,
  phoneProofHeader,
} from "@storefront/api-client";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { orders } from "../db/schema/index.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { optionalCustomer, requireCustomer } from "../accounts/require-customer.js";
import { orderCustomer, readCustomerOrders } from "./customer-orders.js";
import { RequestFailure } from "../failures/request-failure.js";
import type { PaymentGateway } from "../payments/payment-gateway.js";
import { evaluateOrderWithRows } from "./evaluate-order.js";
import { loadOrderContext } from "./load-order-context.js";
import { placeOrder } from "./place-order.js";
import { takeOrderPlace } from "./order-client-limit.js";
import { requireProvenPhone } from "./require-proven-phone.js";
import { forgetHit } from "../limits/rate-hits.js";
import { readOrder } from "./read-order.js";
import { readOrderStart } from "./read-order-rows.js";
import { toBreakdown } from "./to-breakdown.js";
import { toPaymentTotals } from "./to-payment-totals.js";
import { walletForOrder } from "../wallet/wallet-for-order.js";

export interface OrderRouteOptions {
  db: Database;
  clock: () => Date;
  gateway: PaymentGateway;
  returnOrigins: readonly string[];
  /** Signs guests' phone proofs (ADR 038). */
  otpSecret: string;
  /** Orders one client address may place within the hour. */
  ordersPerClientPerHour: number;
}

/** Spec 9's order type of a car pickup; its customer says when they are outside. */
const carPickupType = 2;
/** Pending, accepted, ready and scheduled: the kitchen still has the order. */
const arrivalStatuses = [0, 1, 3, 10];

/** The interface language of a call (spec 7's locale header), for tax names. */
function languageOf(request: FastifyRequest): string {
  const header = request.headers["accept-language"];
  return (typeof header === "string" && header.split(/[,;-]/)[0]?.trim()) || "en";
}

/** Reads an order for whoever holds its access key; a wrong key is the same 404 as no order. */
async function ownedOrder(db: Database, id: number, key: string, full = false) {
  const order = await readOrder(db, id, full);
  if (!order || order.accessKey !== key) {
    throw new RequestFailure(404, "NOT_FOUND", `No order ${id} with that key`);
  }
  const { accessKey: _key, ...visible } = order;
  return visible;
}

/**
 * The ordering calls of spec section 7 (docs/decisions/012-orders.md): calc-order, placing an
 * order, reading it and following its events.
 */
export const orderRoutes: FastifyPluginAsync<OrderRouteOptions> = async (app, options) => {
  const { db, clock } = options;

  serve(app, endpoints.calcOrder, async ({ params: { branchId }, body, request }) => {
    if (body.branch_id !== branchId) {
      throw new RequestFailure(
        400,
        "BAD_REQUEST",
        "body.branch_id: must be the branch in the path",
      );
    }
    const start = await readOrderStart(db, body, {});
    const context = await loadOrderContext(
      db,
      branchId,
      body.order_lines.map((line) => line.item_id),
      start.revision,
    );
    if (!context) throw new RequestFailure(404, "NOT_FOUND", `No branch has the id ${branchId}`);
    const now = clock();
    // A token of another business is refused, as when placing the order (spec 4).
    const customer = await optionalCustomer(db, request, now, context.businessId);
    const evaluation = evaluateOrderWithRows(
      start.rows,
      context,
      body,
      now,
      languageOf(request),
      customer !== undefined,
      body.use_wallet ? await walletForOrder(db, context, customer) : null,
    );
    const answer: CalcOrderAnswer = {
      error: 0,
      message: "",
      breakdown: toBreakdown(evaluation.priced, evaluation.positions),
      payment_totals: toPaymentTotals(evaluation.priced, context.settings.payment_methods),
      refusals: [...evaluation.refusals],
      problems: evaluation.problems.map(({ code, message }) => ({ code, message })),
      minimum_order: evaluation.minimumOrder,
      delivery_zone: evaluation.delivery?.zone ?? null,
    };
    return answer;
  });

  serve(
    app,
    endpoints.placeOrder,
    async ({ body, headers, idempotencyKey: key, request, reply }) => {
      // A guest's cart id scopes the guest's idempotency keys (ADR 036).
      const cartId = headers["X-Cart-Id"];
      const now = clock();
      const customer = await optionalCustomer(db, request, now);
      // What the order's first try is priced against, read before the checks that need it.
      const start = await readOrderStart(db, body, {
        idempotencyKey: key,
        userId: customer?.userId,
      });
      const context = await loadOrderContext(
        db,
        body.branch_id,
        body.order_lines.map((line) => line.item_id),
        start.revision,
      );
      // ADR 038: a proven phone first, then one of the client's orders of the hour.
      requireProvenPhone(
        context,
        {
          dialCode: body.dial_code,
          phone: body.phone,
          signedIn: customer !== undefined,
          proof: headers[phoneProofHeader],
        },
        options.otpSecret,
        now,
      );
      const place = await takeOrderPlace(db, request.ip, options.ordersPerClientPerHour, now);
      const placed = await placeOrder(
        {
          db,
          customer,
          gateway: options.gateway,
          returnOrigins: options.returnOrigins,
          cartId,
          now,
          language: languageOf(request),
          firstTry: { start, context },
        },
        body,
        key,
      ).catch(async (error: unknown) => {
        await forgetHit(db, place);
        throw error;
      });
      // A replay of an order already placed is not another order.
      if (placed.status === 200) await forgetHit(db, place);
      else {
        const { selling_types, payment_type } = placed.answer.order;
        ordersPlaced.inc({ selling_type: selling_types, payment_type });
      }
      return reply.code(placed.status).send(placed.answer);
    },
  );

  serve(app, endpoints.getOrder, async ({ params: { id, key }, query: { full } }) => {
    const answer: GetOrderAnswer = {
      error: 0,
      message: "",
      order: await ownedOrder(db, id, key, full === "true"),
    };
    return answer;
  });

  // The one-id form: the key travels in a header, so it stays out of logs of the path. Without a
  // key, the bearer token of the customer who placed the order signed in opens it (ADR 026);
  // another customer's order is the same 404 as none.
  serve(app, endpoints.getCustomerOrder, async ({ params: { id }, headers, request }) => {
    const key = headers["X-Order-Key"];
    if (key === undefined) {
      if (request.headers.authorization === undefined) {
        throw new RequestFailure(401, "UNAUTHORIZED", "Send the order's key in X-Order-Key");
      }
      const customer = await requireCustomer(db, request, clock());
      if ((await orderCustomer(db, id)) !== customer.userId) {
        throw new RequestFailure(404, "NOT_FOUND", `No order ${id} of this customer`);
      }
      const order = await readOrder(db, id);
      if (!order) throw new RequestFailure(404, "NOT_FOUND", `No order ${id} of this customer`);
      const { accessKey: _key, ...visible } = order;
      const answer: GetOrderAnswer = { error: 0, message: "", order: visible };
      return answer;
    }
    const answer: GetOrderAnswer = {
      error: 0,
      message: "",
      order: await ownedOrder(db, id, key),
    };
    return answer;
  });

  // Spec 7's order list: the signed-in customer's own orders at the token's business, newest
  // first, a page at a time. Another customer's id is the same 404 as an unknown one.
  serve(
    app,
    endpoints.getCustomerOrders,
    async ({ params: { id }, query: { page = 1 }, request }) => {
      const customer = await requireCustomer(db, request, clock());
      if (customer.userId !== id) throw new RequestFailure(404, "NOT_FOUND", `No account ${id}`);
      const found = await readCustomerOrders(db, customer.userId, customer.businessId, page);
      const answer: CustomerOrdersAnswer = {
        error: 0,
        message: "",
        orders: found.orders,
        page,
        per_page: customerOrdersPerPage,
        has_more: found.hasMore,
      };
      return answer;
    },
  );

  serve(app, endpoints.customerArrived, async ({ params: { id, key } }) => {
    const order = await ownedOrder(db, id, key);
    // Only a car pickup is brought out, and only while the kitchen still has it.
    if (order.order_type !== carPickupType || !arrivalStatuses.includes(order.status)) {
      throw new RequestFailure(
        409,
        "CONFLICT",
        "Only an open car pickup order can say its customer has arrived",
      );
    }
    await db
      .update(orders)
      .set({ customerArrivedAt: sql`coalesce(${orders.customerArrivedAt}, ${clock()})` })
      .where(and(eq(orders.id, id), inArray(orders.status, arrivalStatuses)));
    const answer: OrderEventsAnswer = {
      error: 0,
      message: "",
      status: order.status,
      status_name: order.status_name,
      expected_at: order.expected_at,
      status_reason: order.status_reason,
      payment_status: order.payment_status,
      events: order.events,
    };
    return answer;
  });

  serve(app, endpoints.getOrderEvents, async ({ params: { id, key } }) => {
    const order = await ownedOrder(db, id, key);
    const answer: OrderEventsAnswer = {
      error: 0,
      message: "",
      status: order.status,
      status_name: order.status_name,
      expected_at: order.expected_at,
      status_reason: order.status_reason,
      payment_status: order.payment_status,
      events: order.events,
    };
    return answer;
  });
};
