import type { FastifyInstance } from "fastify";
import type { OrderingOptions } from "../src/app.js";
import { signCallback } from "../src/payments/sign-callback.js";

/** The storefront origin the sandbox's payers return to in the API tests. */
export const storefront = "http://shop.test";

/** The secret the sandbox gateway signs its callbacks with in the API tests. */
export const sandboxSecret = "sandbox-secret-for-the-api-tests";

/** Online payments on the sandbox gateway, whose payers return to the `returnOrigin`. */
export const sandboxOrdering = (returnOrigin = storefront): OrderingOptions => ({
  publicUrl: "http://api.test/",
  returnOrigins: [returnOrigin],
  sandboxSecret,
  production: false,
});

/** The gateway's callback with this payer's decision, signed as the sandbox signs it. */
export const signedCallback = (
  app: FastifyInstance,
  paymentId: string,
  status: "approved" | "declined" | "cancelled",
) =>
  app.inject({
    method: "POST",
    url: "/webapp/payments/callback",
    payload: {
      payment_id: paymentId,
      status,
      signature: signCallback(sandboxSecret, paymentId, status),
    },
  });
