import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { RequestFailure } from "../../failures/request-failure.js";
import { isWhatsAppBody } from "./whatsapp-signature.js";

/** The webhook's address, set as the callback URL in the Meta app's WhatsApp settings. */
export const whatsAppWebhookPath = "/webhooks/whatsapp";

export interface WhatsAppWebhookOptions {
  readonly appSecret: string;
  readonly verifyToken: string;
}

// The fields read of a notification; Meta adds others over time.
const notificationSchema = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            statuses: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  errors: z.array(z.object({ code: z.number() })).optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});

function sameText(given: string, wanted: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(wanted, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The WhatsApp Cloud API's webhook (ADR 059). `GET` answers Meta's check of the address: the
 * `hub.challenge` when `hub.mode` is subscribe and `hub.verify_token` is ours, else 401. `POST`
 * takes a notification only with `X-Hub-Signature-256` over its exact bytes (401 otherwise) and
 * logs each message status (id, status, error codes): nothing is stored or believed beyond that.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsync<WhatsAppWebhookOptions> = async (
  app,
  { appSecret, verifyToken },
) => {
  // The signature covers the body's bytes as sent, so they are kept as they came.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.get(whatsAppWebhookPath, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const mode = query["hub.mode"];
    const token = query["hub.verify_token"];
    const challenge = query["hub.challenge"];
    if (
      mode !== "subscribe" ||
      typeof token !== "string" ||
      typeof challenge !== "string" ||
      !sameText(token, verifyToken)
    ) {
      throw new RequestFailure(401, "UNAUTHORIZED", "That is not this webhook's verify token");
    }
    return reply.type("text/plain; charset=utf-8").send(challenge);
  });

  app.post(whatsAppWebhookPath, async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers["x-hub-signature-256"];
    if (!isWhatsAppBody(appSecret, body, typeof signature === "string" ? signature : undefined)) {
      throw new RequestFailure(401, "UNAUTHORIZED", "The notification's signature is not Meta's");
    }
    let notification;
    try {
      notification = notificationSchema.safeParse(JSON.parse(body.toString("utf8")));
    } catch {
      throw new RequestFailure(400, "BAD_REQUEST", "The notification is not JSON");
    }
    if (!notification.success) return { error: 0, message: "" };
    for (const entry of notification.data.entry) {
      for (const change of entry.changes) {
        for (const status of change.value.statuses ?? []) {
          const report = {
            messageId: status.id,
            status: status.status,
            errorCodes: status.errors?.map((error) => error.code),
          };
          if (status.status === "failed") {
            request.log.warn(report, "WhatsApp could not deliver a message");
          } else {
            request.log.info(report, "WhatsApp reported a message");
          }
        }
      }
    }
    return { error: 0, message: "" };
  });
};
