import type { AccountOptions } from "../app.js";
import type { Env } from "../env.js";
import { twilioMessenger } from "./twilio/twilio-messenger.js";
import { twilioStatusPath, twilioStatusRoutes } from "./twilio/twilio-status-routes.js";
import { whatsAppCloudMessenger } from "./whatsapp-cloud/whatsapp-cloud-messenger.js";
import { whatsAppWebhookRoutes } from "./whatsapp-cloud/whatsapp-webhook-routes.js";

type MessagingSettings = Pick<
  Env,
  | "SMS_PROVIDER"
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_FROM"
  | "WHATSAPP_PROVIDER"
  | "WHATSAPP_API_URL"
  | "WHATSAPP_ACCESS_TOKEN"
  | "WHATSAPP_PHONE_NUMBER_ID"
  | "WHATSAPP_APP_SECRET"
  | "WHATSAPP_VERIFY_TOKEN"
  | "WHATSAPP_TEMPLATE_NAME"
>;

/** A setting parseEnv has checked is there once its provider is chosen. */
function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Invalid environment: ${name} is needed by the provider chosen`);
  return value;
}

/**
 * The providers the settings ask for, per channel, with their webhooks (ADR 059): Twilio for SMS
 * with `SMS_PROVIDER=twilio`, the WhatsApp Cloud API with `WHATSAPP_PROVIDER=whatsapp-cloud`. A
 * channel left on `outbox` stays with the development inbox. `publicUrl` is where Twilio reaches
 * this API for its delivery reports.
 */
export function chooseMessengers(
  settings: MessagingSettings,
  publicUrl: string,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Pick<AccountOptions, "channels" | "webhooks"> {
  const channels: NonNullable<AccountOptions["channels"]> = {};
  const webhooks: NonNullable<AccountOptions["webhooks"]>[number][] = [];
  if (settings.SMS_PROVIDER === "twilio") {
    const authToken = required(settings.TWILIO_AUTH_TOKEN, "TWILIO_AUTH_TOKEN");
    const statusCallbackUrl = new URL(twilioStatusPath.slice(1), publicUrl).toString();
    channels.sms = twilioMessenger({
      accountSid: required(settings.TWILIO_ACCOUNT_SID, "TWILIO_ACCOUNT_SID"),
      authToken,
      from: required(settings.TWILIO_FROM, "TWILIO_FROM"),
      statusCallbackUrl,
      fetch,
    });
    webhooks.push((app) => twilioStatusRoutes(app, { authToken, statusCallbackUrl }));
  }
  if (settings.WHATSAPP_PROVIDER === "whatsapp-cloud") {
    channels.whatsapp = whatsAppCloudMessenger({
      apiUrl: settings.WHATSAPP_API_URL,
      accessToken: required(settings.WHATSAPP_ACCESS_TOKEN, "WHATSAPP_ACCESS_TOKEN"),
      phoneNumberId: required(settings.WHATSAPP_PHONE_NUMBER_ID, "WHATSAPP_PHONE_NUMBER_ID"),
      templateName: required(settings.WHATSAPP_TEMPLATE_NAME, "WHATSAPP_TEMPLATE_NAME"),
      fetch,
    });
    const appSecret = required(settings.WHATSAPP_APP_SECRET, "WHATSAPP_APP_SECRET");
    const verifyToken = required(settings.WHATSAPP_VERIFY_TOKEN, "WHATSAPP_VERIFY_TOKEN");
    webhooks.push((app) => whatsAppWebhookRoutes(app, { appSecret, verifyToken }));
  }
  return { channels, webhooks };
}
