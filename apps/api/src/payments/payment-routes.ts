import { type TransactionAnswer, orderPathSchema, pathIdSchema } from "@storefront/api-client";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.js";
import { orders, payments } from "../db/schema/index.js";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { RequestFailure } from "../failures/request-failure.js";
import type { PaymentGateway } from "./payment-gateway.js";
import { refundedForOrder } from "../wallet/wallet-ledger.js";
import { sandboxPage } from "./sandbox-page.js";
import { settlePayment } from "./settle-payment.js";
import { isSignedCallback, signCallback } from "./sign-callback.js";

export interface PaymentRouteOptions {
  db: Database;
  gateway: PaymentGateway;
  sandboxSecret: string;
  /** Storefront origins the hosted page's forms may return to. */
  returnOrigins: readonly string[];
  clock?: () => Date;
}

const paymentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const decisionSchema = z.enum(["approve", "decline", "cancel"]);
const gatewayStatusOf = { approve: "approved", decline: "declined", cancel: "cancelled" } as const;
const callbackSchema = z
  .object({
    payment_id: paymentIdSchema,
    status: z.enum(["approved", "declined", "cancelled"]),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

/**
 * Payments (docs/decisions/013-payments.md): the sandbox gateway's hosted page and its signed
 * callback, the server's own check `GET webapp/transaction/{orderId}/{paymentId}`, and a new
 * attempt after a declined or cancelled payment.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (app, options) => {
  const { db, gateway, sandboxSecret } = options;
  const clock = options.clock ?? (() => new Date());
  // form-action also governs where the page's posts redirect: back to an allowed storefront.
  const pageSecurity = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${options.returnOrigins.join(" ")}; frame-ancestors 'none'`;
  // The hosted page's buttons are plain HTML forms.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, body),
  );

  const findPayment = async (id: string) => {
    const [payment] = await db.select().from(payments).where(eq(payments.id, id));
    if (!payment) throw new RequestFailure(404, "NOT_FOUND", "No such payment");
    return payment;
  };

  app.get("/sandbox/pay/:paymentId", async (request, reply) => {
    const { paymentId } = parseOrFail(
      z.object({ paymentId: paymentIdSchema }).strict(),
      request.params,
      "params",
    );
    const payment = await findPayment(paymentId);
    return reply
      .type("text/html; charset=utf-8")
      .header("Content-Security-Policy", pageSecurity)
      .send(
        sandboxPage({
          id: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          status: payment.gatewayStatus,
        }),
      );
  });

  app.post("/sandbox/pay/:paymentId/:decision", async (request, reply) => {
    const { paymentId, decision } = parseOrFail(
      z.object({ paymentId: paymentIdSchema, decision: decisionSchema }).strict(),
      request.params,
      "params",
    );
    const payment = await findPayment(paymentId);
    const status = gatewayStatusOf[decision];
    // The gateway decides once; a second press of a button changes nothing.
    await db
      .update(payments)
      .set({ gatewayStatus: status, decidedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.gatewayStatus, "initiated")));
    // The gateway's signed callback, as a real one would post it to the shop's server.
    await app.inject({
      method: "POST",
      url: "/webapp/payments/callback",
      payload: {
        payment_id: paymentId,
        status,
        signature: signCallback(sandboxSecret, paymentId, status),
      },
    });
    const back = new URL(payment.returnUrl);
    back.searchParams.set("payment", paymentId);
    return reply.redirect(back.toString(), 303);
  });

  app.post("/webapp/payments/callback", async (request) => {
    const callback = parseOrFail(callbackSchema, request.body, "body");
    if (!isSignedCallback(sandboxSecret, callback)) {
      throw new RequestFailure(403, "FORBIDDEN", "The callback's signature is not the gateway's");
    }
    // Even a signed callback only prompts the check: the gateway's own answer decides.
    const settled = await settlePayment(db, gateway, callback.payment_id, undefined, clock());
    if (!settled) throw new RequestFailure(404, "NOT_FOUND", "No such payment");
    return { error: 0, message: "" };
  });

  app.get("/webapp/transaction/:orderId/:paymentId", async (request) => {
    const { orderId, paymentId } = parseOrFail(
      z.object({ orderId: pathIdSchema, paymentId: paymentIdSchema }).strict(),
      request.params,
      "params",
    );
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

  // A new attempt for an order whose payment failed (or is still open): a new gateway payment.
  app.post("/webapp/order/:id/:key/payment", async (request) => {
    const { id, key } = parseOrFail(orderPathSchema, request.params, "params");
    parseOrFail(z.object({}).strict().optional(), request.body ?? undefined, "body");
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order || order.accessKey !== key)
      throw new RequestFailure(404, "NOT_FOUND", `No order ${id} with that key`);
    const [last] = await db.select().from(payments).where(eq(payments.orderId, id)).limit(1);
    if (!last || order.paymentStatus === "paid" || order.paymentStatus === "not_required") {
      throw new RequestFailure(409, "CONFLICT", "This order has nothing left to pay");
    }
    const paymentId = randomBytes(16).toString("base64url");
    // A wallet part given back when the last attempt failed is paid on the gateway now (ADR 027).
    const refunded = await refundedForOrder(db, id);
    await db.transaction(async (tx) => {
      await tx.insert(payments).values({
        id: paymentId,
        orderId: id,
        gateway: gateway.name,
        method: order.paymentType,
        amount: order.total + refunded,
        currency: order.currency,
        gatewayStatus: "initiated",
        returnUrl: last.returnUrl,
      });
      await tx
        .update(orders)
        .set({ paymentStatus: "pending", updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.paymentStatus, "failed")));
    });
    return { error: 0, message: "", payment_url: gateway.pageUrl(paymentId) };
  });
};
