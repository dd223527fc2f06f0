import { describe, expect, it } from "vitest";
import { RequestFailure } from "../../failures/request-failure.js";
import {
  type RecordedAnswer,
  recorded,
  recordedProvider,
} from "../../../test/recorded-provider.js";
import { whatsAppCloudMessenger } from "./whatsapp-cloud-messenger.js";

// The WhatsApp Cloud API on its recorded answers (ADR 059): no network.
const here = new URL(".", import.meta.url);
const message = {
  businessId: 1,
  channel: "whatsapp",
  to: "+96550000001",
  text: "رمز التحقق لدى المشاوي: 004217. صالح لمدة 5 دقائق. لا تشاركه مع أحد.",
  language: "ar",
  now: new Date("2026-11-30T09:00:00Z"),
} as const;

function whatsAppAnswering(answer: RecordedAnswer) {
  const provider = recordedProvider(() => answer);
  const messenger = whatsAppCloudMessenger({
    apiUrl: "https://graph.facebook.com/v21.0/",
    accessToken: "whatsapp-access-token",
    phoneNumberId: "106540352242922",
    templateName: "sign_in_code",
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

describe("the WhatsApp Cloud messenger", () => {
  it("success: sends the approved template in the text's language, the whole text its one parameter", async () => {
    const { messenger, calls } = whatsAppAnswering({
      status: 200,
      body: await recorded(here, "message-accepted.json"),
    });
    await messenger.send(message);
    const [call] = calls;
    expect(call?.url.toString()).toBe("https://graph.facebook.com/v21.0/106540352242922/messages");
    expect(call?.headers.get("authorization")).toBe("Bearer whatsapp-access-token");
    expect(JSON.parse(call?.body ?? "")).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "96550000001",
      type: "template",
      template: {
        name: "sign_in_code",
        language: { code: "ar" },
        components: [{ type: "body", parameters: [{ type: "text", text: message.text }] }],
      },
    });
  });

  it("names Chinese and Portuguese templates by the region Meta gives them", async () => {
    const { messenger, calls } = whatsAppAnswering({
      status: 200,
      body: await recorded(here, "message-accepted.json"),
    });
    await messenger.send({ ...message, language: "pt" });
    await messenger.send({ ...message, language: "zh" });
    expect(calls.map((call) => JSON.parse(call.body).template.language.code)).toEqual([
      "pt_BR",
      "zh_CN",
    ]);
  });

  it("rejected: Meta's error object is 502 MESSAGE_NOT_SENT with its code", async () => {
    const { messenger } = whatsAppAnswering({
      status: 400,
      body: await recorded(here, "template-missing.json"),
    });
    const failure = await failureOf(messenger.send({ ...message, language: "ku" }));
    expect(failure).toMatchObject({ status: 502, code: "MESSAGE_NOT_SENT" });
    expect(failure.message).toContain("132001");
  });

  it("timeout: a Graph API that does not answer is 502 MESSAGE_NOT_SENT, soon", async () => {
    const { messenger } = whatsAppAnswering("never");
    const started = Date.now();
    expect(await failureOf(messenger.send(message))).toMatchObject({ code: "MESSAGE_NOT_SENT" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
