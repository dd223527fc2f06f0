import { failureSchema } from "@storefront/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recorded } from "../../../test/recorded-provider.js";
import { webhookApp } from "../../../test/webhook-app.js";
import { signTwilioRequest } from "./twilio-signature.js";
import { twilioStatusRoutes } from "./twilio-status-routes.js";

// Twilio's delivery reports (ADR 059): only a post signed with the auth token is heard.
const here = new URL(".", import.meta.url);
const authToken = "twilio-auth-token";
const statusCallbackUrl = "https://api.shop.test/webhooks/twilio/status";
const { app, logged } = webhookApp((instance) =>
  twilioStatusRoutes(instance, { authToken, statusCallbackUrl }),
);
let undelivered = "";
let delivered = "";

beforeAll(async () => {
  undelivered = await recorded(here, "status-undelivered.form");
  delivered = await recorded(here, "status-delivered.form");
});
afterAll(async () => {
  await app.close();
});

const post = (form: string, signature?: string) =>
  app.inject({
    method: "POST",
    url: "/webhooks/twilio/status",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature === undefined ? {} : { "x-twilio-signature": signature }),
    },
    payload: form,
  });

const signed = (form: string, url = statusCallbackUrl, token = authToken) =>
  signTwilioRequest(token, url, new URLSearchParams(form));

describe("Twilio's status callbacks", () => {
  // The worked example of Twilio's webhook security page.
  it("signs as Twilio documents: the URL, then each parameter's name and value sorted by name", () => {
    expect(
      signTwilioRequest(
        "12345",
        "https://mycompany.com/myapp.php?foo=1&bar=2",
        new URLSearchParams({
          CallSid: "CA1234567890ABCDE",
          Caller: "+12349013030",
          Digits: "1234",
          From: "+12349013030",
          To: "+18005551212",
        }),
      ),
    ).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });

  it("a genuine report is heard: an undelivered SMS is logged as a warning with its SID and error", async () => {
    const response = await post(undelivered, signed(undelivered));
    expect(response.statusCode).toBe(200);
    expect(logged()).toContainEqual(
      expect.objectContaining({
        level: 40,
        messageSid: "SM1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c",
        status: "undelivered",
        errorCode: "30003",
      }),
    );
    expect((await post(delivered, signed(delivered))).statusCode).toBe(200);
  });

  it("forged: a wrong token, another URL, a changed parameter or no signature is 401 and logs no report", async () => {
    const before = logged().length;
    const changed = undelivered.replace("MessageStatus=undelivered", "MessageStatus=delivered");
    for (const forged of [
      await post(undelivered, signed(undelivered, statusCallbackUrl, "another-token")),
      await post(undelivered, signed(undelivered, "https://attacker.test/webhooks/twilio/status")),
      await post(changed, signed(undelivered)),
      await post(undelivered),
      await post(undelivered, ""),
    ]) {
      expect(forged.statusCode).toBe(401);
      expect(failureSchema.parse(forged.json())).toMatchObject({ code: "UNAUTHORIZED" });
    }
    expect(
      logged()
        .slice(before)
        .filter((entry) => "messageSid" in entry),
    ).toEqual([]);
  });
});
