import { failureSchema } from "@storefront/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recorded } from "../../../test/recorded-provider.js";
import { webhookApp } from "../../../test/webhook-app.js";
import { signWhatsAppBody } from "./whatsapp-signature.js";
import { whatsAppWebhookRoutes } from "./whatsapp-webhook-routes.js";

// The WhatsApp Cloud API's webhook (ADR 059): Meta's check of the address, and notifications
// heard only with the app secret's signature over their exact bytes.
const here = new URL(".", import.meta.url);
const appSecret = "meta-app-secret";
const verifyToken = "our-verify-token";
const { app, logged } = webhookApp((instance) =>
  whatsAppWebhookRoutes(instance, { appSecret, verifyToken }),
);
let notification = "";

beforeAll(async () => {
  notification = await recorded(here, "status-delivered.json");
});
afterAll(async () => {
  await app.close();
});

const verify = (query: string) => app.inject({ method: "GET", url: `/webhooks/whatsapp?${query}` });

const post = (body: string, signature?: string) =>
  app.inject({
    method: "POST",
    url: "/webhooks/whatsapp",
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "x-hub-signature-256": signature }),
    },
    payload: body,
  });

describe("the WhatsApp webhook", () => {
  it("answers Meta's check with the challenge, and only for our verify token", async () => {
    const good = await verify(
      `hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
    );
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe("1158201444");
    for (const bad of [
      `hub.mode=subscribe&hub.verify_token=guessed&hub.challenge=1158201444`,
      `hub.mode=unsubscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
      `hub.mode=subscribe&hub.challenge=1158201444`,
    ]) {
      const refused = await verify(bad);
      expect(refused.statusCode).toBe(401);
      expect(failureSchema.parse(refused.json())).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("a genuine notification is heard: each message status is logged", async () => {
    const response = await post(
      notification,
      signWhatsAppBody(appSecret, Buffer.from(notification)),
    );
    expect(response.statusCode).toBe(200);
    expect(logged()).toContainEqual(
      expect.objectContaining({
        messageId: "wamid.HBgLOTY1NTAwMDAwMDEVAgARGBI3QTFCMkMzRDRFNUY2QTdCOEMA",
        status: "delivered",
      }),
    );
  });

  it("forged: another secret, a changed byte or no signature is 401 and logs nothing", async () => {
    const before = logged().length;
    const reformatted = JSON.stringify(JSON.parse(notification));
    for (const forged of [
      await post(notification, signWhatsAppBody("another-secret", Buffer.from(notification))),
      await post(
        notification.replace('"delivered"', '"failed"'),
        signWhatsAppBody(appSecret, Buffer.from(notification)),
      ),
      // The same JSON written otherwise is other bytes: the signature is over what was sent.
      await post(reformatted, signWhatsAppBody(appSecret, Buffer.from(notification))),
      await post(notification),
      await post(notification, "sha256="),
    ]) {
      expect(forged.statusCode).toBe(401);
      expect(failureSchema.parse(forged.json())).toMatchObject({ code: "UNAUTHORIZED" });
    }
    expect(
      logged()
        .slice(before)
        .filter((entry) => "messageId" in entry),
    ).toEqual([]);
  });
});
