import { endpoints } from "@storefront/api-client";
import { eq, and } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { payments } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import type { PaymentGateway } from "./payment-gateway.js";
import { sandboxPage } from "./sandbox-page.js";
import { settlePayment } from "./settle-payment.js";
import { isSignedCallback, signCallback } from "./sign-callback.js";

export interface SandboxRouteOptions {
  db: Database;
  gateway: PaymentGateway;
  sandboxSecret: string;
  /** Storefront origins the hosted page's forms may return to. */
  returnOrigins: readonly string[];
  clock: () => Date;
}

const gatewayStatusOf = { approve: "approved", decline: "declined", cancel: "cancelled" } as const;

/**
 * The sandbox gateway's own routes (docs/decisions/013-payments.md): its hosted page, where the
 * payer approves, declines or cancels, and its signed callback. Whoever holds the page can
 * approve their own payment, so production serves them only when told so in words (ADR 035).
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxRouteOptions> = async (app, options) => {
  const { db, gateway, sandboxSecret, clock } = options;
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

  serve(app, endpoints.sandboxPage, async ({ params: { paymentId }, reply }) => {
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
          language: payment.language,
        }),
      );
  });

  serve(app, endpoints.sandboxDecision, async ({ params: { paymentId, decision }, reply }) => {
    const payment = await findPayment(paymentId);
    const status = gatewayStatusOf[decision];
    // The gateway decides once: a second press, or a press on a voided payment, changes nothing.
    await db
      .update(payments)
      .set({ gatewayStatus: status, decidedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.gatewayStatus, "initiated")));
    // The gateway's signed callback, as a real one would post it to the shop's server.
    await app.inject({
      method: "POST",
      url: endpoints.paymentCallback.path,
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

  serve(app, endpoints.paymentCallback, async ({ body: callback }) => {
    if (!isSignedCallback(sandboxSecret, callback)) {
      throw new RequestFailure(403, "FORBIDDEN", "The callback's signature is not the gateway's");
    }
    // Even a signed callback only prompts the check: the gateway's own answer decides.
    const settled = await settlePayment(db, gateway, callback.payment_id, undefined, clock());
    if (!settled) throw new RequestFailure(404, "NOT_FOUND", "No such payment");
    return { error: 0, message: "" };
  });
};
