import { endpoints, type TransactionAnswer } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { orders } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { openPaymentAttempt } from "./open-payment-attempt.js";
import { openPaymentPage } from "./open-payment-page.js";
import type { PaymentGateway } from "./payment-gateway.js";
import { paymentLanguage } from "./payment-language.js";
import { settlePayment } from "./settle-payment.js";

export interface PaymentRouteOptions {
  db: Database;
  gateway: PaymentGateway;
  clock: () => Date;
}

/**
 * Payments (docs/decisions/013-payments.md, 034-payment-attempts.md): the server's own check of
 * a payment with the gateway, and a new attempt for an order still to pay,
 * which withdraws the open one first.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (app, options) => {
  const { db, gateway, clock } = options;

  serve(app, endpoints.getTransaction, async ({ params: { orderId, paymentId } }) => {
    const settled = await settlePayment(db, gateway, paymentId, orderId, clock());
    if (!settled || !("orderId" in settled))
      throw new RequestFailure(404, "NOT_FOUND", "No such payment for this order");
    const answer: TransactionAnswer = {
      error: 0,
      message: "",
      payment_id: settled.paymentId,
      gateway_status: settled.gatewayStatus,
      payment_status: settled.paymentStatus,
      order_status: settled.orderStatus,
    };
    return answer;
  });

  // A new attempt for an order whose payment failed or is still open, in the customer's language.
  serve(app, endpoints.retryPayment, async ({ params: { id, key }, request }) => {
    const [order] = await db
      .select({ accessKey: orders.accessKey })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order || order.accessKey !== key)
      throw new RequestFailure(404, "NOT_FOUND", `No order ${id} with that key`);
    const paymentId = await openPaymentAttempt(db, gateway, {
      orderId: id,
      language: paymentLanguage(request.headers["accept-language"]),
      now: clock(),
    });
    return { error: 0, message: "", payment_url: await openPaymentPage(db, gateway, paymentId) };
  });
};
