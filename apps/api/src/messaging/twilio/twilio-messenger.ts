import { z } from "zod";
import { type Messenger, messageNotSent } from "../messenger.js";
import { callProvider } from "../provider-call.js";

export interface TwilioOptions {
  readonly accountSid: string;
  readonly authToken: string;
  /** A Twilio number in E.164 or an alphanumeric sender ID. */
  readonly from: string;
  /** Where Twilio posts the message's delivery reports (`twilioStatusRoutes`). */
  readonly statusCallbackUrl: string;
  /** Twilio's API; tests and regional edges set another. */
  readonly apiUrl?: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
}

const createdSchema = z.object({ sid: z.string(), status: z.string() });
const errorSchema = z.object({ code: z.number(), message: z.string() });

/**
 * The Messenger port on Twilio's Messages API (ADR 059): `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, a form of To, From, Body and StatusCallback,
 * basic auth with the account's SID and token. A 201 queued the text; Twilio's refusal (an
 * invalid number, 21211) or no answer is a 502 MESSAGE_NOT_SENT. Its delivery is reported to
 * `twilioStatusRoutes`.
 */
export function twilioMessenger(options: TwilioOptions): Messenger {
  const { accountSid, authToken, from, statusCallbackUrl } = options;
  const {
    apiUrl = "https://api.twilio.com/",
    fetch = globalThis.fetch,
    timeoutMs = 10_000,
  } = options;
  const url = new URL(`2010-04-01/Accounts/${accountSid}/Messages.json`, apiUrl);
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return {
    async send({ to, text }) {
      const answer = await callProvider(
        "twilio",
        fetch,
        url,
        {
          method: "POST",
          headers: {
            Authorization: authorization,
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "application/json",
          },
          body: new URLSearchParams({
            To: to,
            From: from,
            Body: text,
            StatusCallback: statusCallbackUrl,
          }).toString(),
        },
        timeoutMs,
      );
      const created = createdSchema.safeParse(answer.json);
      if (answer.status === 201 && created.success) {
        return;
      }
      const refusal = errorSchema.safeParse(answer.json);
      throw messageNotSent(
        "twilio",
        refusal.success
          ? `refused with ${refusal.data.code}: ${refusal.data.message}`
          : `answered ${answer.status}`,
      );
    },
  };
}
