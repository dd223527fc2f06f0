import type { OrderingOptions } from "../app.js";
import type { Env } from "../env.js";
import type { MyFatoorahConnection } from "./myfatoorah/myfatoorah-api.js";
import { myFatoorahGateway } from "./myfatoorah/myfatoorah-gateway.js";
import { myFatoorahWebhookRoutes } from "./myfatoorah/myfatoorah-webhook-routes.js";

type GatewaySettings = Pick<
  Env,
  "PAYMENT_PROVIDER" | "MYFATOORAH_API_URL" | "MYFATOORAH_API_KEY" | "MYFATOORAH_WEBHOOK_SECRET"
>;

/**
 * The gateway the settings ask for, with its webhook (ADR 058): nothing for the sandbox (the
 * API's default), MyFatoorah with `PAYMENT_PROVIDER=myfatoorah`. parseEnv has checked that a
 * chosen provider has its settings; this throws if it was handed settings that were not.
 */
export function chooseGateway(
  settings: GatewaySettings,
  connection: Pick<MyFatoorahConnection, "fetch" | "timeoutMs"> = {},
): Pick<OrderingOptions, "gateway" | "gatewayRoutes"> {
  if (settings.PAYMENT_PROVIDER === "sandbox") return {};
  const { MYFATOORAH_API_URL, MYFATOORAH_API_KEY, MYFATOORAH_WEBHOOK_SECRET } = settings;
  if (!MYFATOORAH_API_URL || !MYFATOORAH_API_KEY || !MYFATOORAH_WEBHOOK_SECRET) {
    throw new Error(
      "Invalid environment: PAYMENT_PROVIDER=myfatoorah needs its MYFATOORAH_ settings",
    );
  }
  return {
    gateway: myFatoorahGateway({
      ...connection,
      apiUrl: MYFATOORAH_API_URL,
      apiKey: MYFATOORAH_API_KEY,
    }),
    gatewayRoutes: (app, options) =>
      myFatoorahWebhookRoutes(app, { ...options, webhookSecret: MYFATOORAH_WEBHOOK_SECRET }),
  };
}
