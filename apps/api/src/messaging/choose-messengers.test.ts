import { failureSchema, otpSentAnswerSchema } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { recorded, recordedProvider } from "../../test/recorded-provider.js";
import { servedRoutes } from "../../test/served-routes.js";
import { testApi } from "../../test/test-api.js";
import { parseEnv } from "../env.js";
import { chooseMessengers } from "./choose-messengers.js";

// The providers the settings choose, behind the Messenger port (ADR 059), as a customer asking
// for a code meets them.
const twilioFolder = new URL("twilio/", import.meta.url);
const whatsAppFolder = new URL("whatsapp-cloud/", import.meta.url);

/** Twilio refuses every number it is given; WhatsApp accepts every message. */
const provider = recordedProvider((call) =>
  call.url.hostname === "api.twilio.com"
    ? { status: 400, body: refusal }
    : { status: 200, body: accepted },
);
let refusal = "";
let accepted = "";

const settings = parseEnv({
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: "AC3f6c5b0e2a8d4c1f9b7e6a5d4c3b2a10",
  TWILIO_AUTH_TOKEN: "twilio-auth-token",
  TWILIO_FROM: "Grills",
  WHATSAPP_PROVIDER: "whatsapp-cloud",
  WHATSAPP_ACCESS_TOKEN: "whatsapp-access-token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "meta-app-secret",
  WHATSAPP_VERIFY_TOKEN: "our-verify-token",
  WHATSAPP_TEMPLATE_NAME: "sign_in_code",
});
const chosen = chooseMessengers(settings, "https://api.shop.test/", provider.fetch);
const api = testApi({
  clock: () => mondayNoon,
  accounts: { otpSecret: "otp-secret-for-tests-only", devInbox: true, ...chosen },
});

const sendOtp = async (channel: "sms" | "whatsapp", phone: string) => {
  refusal = await recorded(twilioFolder, "invalid-number.json");
  accepted = await recorded(whatsAppFolder, "message-accepted.json");
  return api.app.inject({
    method: "POST",
    url: "/send-otp",
    headers: { "accept-language": "ar" },
    payload: { reference_id: "demo", phone, channel },
  });
};

const inbox = async (phone: string) =>
  (
    await api.app.inject({ method: "GET", url: `/dev/inbox?phone=${encodeURIComponent(phone)}` })
  ).json().messages as unknown[];

describe("codes through the providers the settings choose", () => {
  it("a WhatsApp code goes to the Cloud API in Arabic, not to the development inbox", async () => {
    const response = await sendOtp("whatsapp", "5000 0101");
    expect(response.statusCode, response.body).toBe(200);
    expect(otpSentAnswerSchema.parse(response.json()).channel).toBe("whatsapp");
    const sent = provider.calls.filter((call) => call.url.hostname === "graph.facebook.com");
    expect(sent).toHaveLength(1);
    const template = JSON.parse(sent[0]?.body ?? "").template;
    expect(template.language.code).toBe("ar");
    expect(template.components[0].parameters[0].text).toMatch(/\d{6}/);
    expect(await inbox("+96550000101")).toEqual([]);
  });

  it("an SMS Twilio refuses is 502 MESSAGE_NOT_SENT for the customer, and nothing is in the inbox", async () => {
    const response = await sendOtp("sms", "5000 0102");
    expect(response.statusCode).toBe(502);
    expect(failureSchema.parse(response.json())).toMatchObject({ code: "MESSAGE_NOT_SENT" });
    expect(await inbox("+96550000102")).toEqual([]);
  });

  it("serves each provider's webhook only when it is chosen", async () => {
    const served = await servedRoutes({
      db: api.db,
      logger: false,
      accounts: { otpSecret: "x".repeat(16), devInbox: false, ...chosen },
    });
    expect(served).toEqual(
      expect.arrayContaining([
        "POST /webhooks/twilio/status",
        "GET /webhooks/whatsapp",
        "POST /webhooks/whatsapp",
      ]),
    );
    const outbox = await servedRoutes({ db: api.db, logger: false });
    // The providers' webhooks, not the owners' receivers of ours (`/business/v1/webhooks`).
    expect(outbox.filter((route) => / \/webhooks\//.test(route))).toEqual([]);
  });
});
