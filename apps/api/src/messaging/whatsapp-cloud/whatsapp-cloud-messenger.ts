import { z } from "zod";
import { type Messenger, messageNotSent } from "../messenger.js";
import { callProvider } from "../provider-call.js";
import { templateLanguage } from "./template-language.js";

export interface WhatsAppCloudOptions {
  /** The Graph API with its version: `https://graph.facebook.com/v21.0/`. */
  readonly apiUrl: string;
  readonly accessToken: string;
  /** The business phone number's id, which sends. */
  readonly phoneNumberId: string;
  /** The approved template whose body is one parameter: the code's text. */
  readonly templateName: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
}

const acceptedSchema = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const errorSchema = z.object({ error: z.object({ code: z.number(), message: z.string() }) });

/**
 * The Messenger port on the WhatsApp Cloud API (ADR 059): `POST {phone-number-id}/messages` with
 * the bearer token. A code is business-initiated, outside any 24-hour window, so it goes as the
 * approved template, in the text's language, the whole text its one body parameter. Meta's error
 * object (an unknown template, a number not on WhatsApp) or no answer is a 502 MESSAGE_NOT_SENT.
 * Its delivery is reported to `whatsAppWebhookRoutes`.
 */
export function whatsAppCloudMessenger(options: WhatsAppCloudOptions): Messenger {
  const { accessToken, phoneNumberId, templateName } = options;
  const { fetch = globalThis.fetch, timeoutMs = 10_000 } = options;
  const base = options.apiUrl.endsWith("/") ? options.apiUrl : `${options.apiUrl}/`;
  const url = new URL(`${phoneNumberId}/messages`, base);
  return {
    async send({ to, text, language }) {
      const answer = await callProvider(
        "whatsapp-cloud",
        fetch,
        url,
        {
          method: "POST",
          headers: {
            Authorization: `Bearer ${accessToken}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            recipient_type: "individual",
            to: to.replace(/^\+/, ""),
            type: "template",
            template: {
              name: templateName,
              language: { code: templateLanguage(language) },
              components: [{ type: "body", parameters: [{ type: "text", text }] }],
            },
          }),
        },
        timeoutMs,
      );
      const accepted = acceptedSchema.safeParse(answer.json);
      if (answer.status === 200 && accepted.success) {
        return;
      }
      const refusal = errorSchema.safeParse(answer.json);
      throw messageNotSent(
        "whatsapp-cloud",
        refusal.success
          ? `refused with ${refusal.data.error.code}: ${refusal.data.error.message}`
          : `answered ${answer.status}`,
      );
    },
  };
}
