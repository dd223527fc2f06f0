import type { FastifyPluginAsync } from "fastify";
import { RequestFailure } from "../../failures/request-failure.js";
import type { PaymentRouteOptions } from "../payment-routes.js";
import { settlePayment } from "../settle-payment.js";
import { isMyFatoorahEvent } from "./myfatoorah-signature.js";

export interface MyFatoorahWebhookOptions extends PaymentRouteOptions {
  /** The webhook secret key of the MyFatoorah account (its portal's webhook settings). */
  readonly webhookSecret: string;
}

/** Where MyFatoorah's webhook v2 posts its events (ADR 058); set in the account's portal. */
export const myFatoorahWebhookPath = "/webhooks/myfatoorah";

/**
 * MyFatoorah's webhook (ADR 058): an event whose `MyFatoorah-Signature` is not the secret's is
 * 401 and changes nothing. A signed payment event only prompts the server's own check of the
 * payment it names (`Customer.Reference`, our payment id), as the sandbox's callback does: its
 * status is never believed. Other signed events are acknowledged. Served only when MyFatoorah is
 * the gateway.
 */
export const myFatoorahWebhookRoutes: FastifyPluginAsync<MyFatoorahWebhookOptions> = async (
  app,
  { db, gateway, clock, webhookSecret },
) => {
  app.post(myFatoorahWebhookPath, async (request) => {
    const event = request.body !== null && typeof request.body === "object" ? request.body : {};
    const signature = request.headers["myfatoorah-signature"];
    if (
      !isMyFatoorahEvent(
        webhookSecret,
        event,
        typeof signature === "string" ? signature : undefined,
      )
    ) {
      throw new RequestFailure(401, "UNAUTHORIZED", "The event's signature is not MyFatoorah's");
    }
    const { Event, Data } = event as { Event: { Code: number }; Data: unknown };
    if (Event.Code !== 1) return { error: 0, message: "" };
    const reference = (Data as { Customer?: { Reference?: unknown } }).Customer?.Reference;
    const settled =
      typeof reference === "string" && reference !== ""
        ? await settlePayment(db, gateway, reference, undefined, clock())
        : undefined;
    if (!settled) throw new RequestFailure(404, "NOT_FOUND", "No such payment");
    return { error: 0, message: "" };
  });
};
