import { describe, expect, it } from "vitest";
import { RequestFailure } from "../../failures/request-failure.js";
import {
  type RecordedAnswer,
  recorded,
  recordedProvider,
} from "../../../test/recorded-provider.js";
import { twilioMessenger } from "./twilio-messenger.js";

// Twilio's Messages API on its recorded answers (ADR 059): no network.
const here = new URL(".", import.meta.url);
const accountSid = "AC3f6c5b0e2a8d4c1f9b7e6a5d4c3b2a10";
const message = {
  businessId: 1,
  channel: "sms",
  to: "+96550000001",
  text: "Your Grills code is 004217. It expires in 5 minutes. Do not share it.",
  language: "en",
  now: new Date("2026-11-30T09:00:00Z"),
} as const;

function twilioAnswering(answer: RecordedAnswer) {
  const provider = recordedProvider(() => answer);
  const messenger = twilioMessenger({
    accountSid,
    authToken: "twilio-auth-token",
    from: "Grills",
    statusCallbackUrl: "https://api.shop.test/webhooks/twilio/status",
    fetch: provider.fetch,
    timeoutMs: 50,
  });
  return { messenger, calls: provider.calls };
}

async function failureOf(promise: Promise<unknown>): Promise<RequestFailure> {
  const error = await promise.then(
    () => undefined,
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(RequestFailure);
  return error as RequestFailure;
}

describe("the Twilio messenger", () => {
  it("success: posts To, From, Body and the status callback as a form, with basic auth", async () => {
    const { messenger, calls } = twilioAnswering({
      status: 201,
      body: await recorded(here, "message-queued.json"),
    });
    await messenger.send(message);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe("POST");
    expect(call?.url.toString()).toBe(
      `https://api.twilio.com/2010-04-01/Accounts/${accountSid}/Messages.json`,
    );
    expect(call?.headers.get("authorization")).toBe(
      `Basic ${Buffer.from(`${accountSid}:twilio-auth-token`).toString("base64")}`,
    );
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      To: "+96550000001",
      From: "Grills",
      Body: message.text,
      StatusCallback: "https://api.shop.test/webhooks/twilio/status",
    });
  });

  it("rejected: Twilio's 400 for a number it cannot reach is 502 MESSAGE_NOT_SENT with its code", async () => {
    const { messenger } = twilioAnswering({
      status: 400,
      body: await recorded(here, "invalid-number.json"),
    });
    const failure = await failureOf(messenger.send({ ...message, to: "+9655" }));
    expect(failure).toMatchObject({ status: 502, code: "MESSAGE_NOT_SENT" });
    expect(failure.message).toContain("21211");
    expect(failure.message).not.toContain("004217");
  });

  it("timeout: a Twilio that does not answer is 502 MESSAGE_NOT_SENT, soon", async () => {
    const { messenger } = twilioAnswering("never");
    const started = Date.now();
    expect(await failureOf(messenger.send(message))).toMatchObject({
      status: 502,
      code: "MESSAGE_NOT_SENT",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a 5xx without Twilio's error body is 502 MESSAGE_NOT_SENT naming the status", async () => {
    const { messenger } = twilioAnswering({ status: 503, body: "Service Unavailable" });
    expect((await failureOf(messenger.send(message))).message).toContain("answered 503");
  });
});
