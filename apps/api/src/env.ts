import { fileURLToPath } from "node:url";
import { z } from "zod";
import { type ClientLimits, defaultClientLimits } from "./limits/client-limits.js";

/** src/env.ts and dist/env.js both sit three levels below the repository root. */
const defaultDataDir = fileURLToPath(new URL("../../../.data/", import.meta.url));

/** The demo's images are generated there by `pnpm build`. */
const defaultMediaDir = fileURLToPath(new URL("../media/", import.meta.url));

/** Good enough on a developer's machine; production must set its own (checked below). */
const developmentSandboxSecret = "sandbox-secret-for-development-only";
const developmentOtpSecret = "otp-secret-for-development-only";

/** The words that let production serve the sandbox gateway (ADR 035). */
export const sandboxInProductionConsent = "i-understand-payers-can-approve-their-own-payments";

/** A variable that lists values separated by commas: each trimmed, empty ones dropped. */
function commaSeparated(defaultList: string) {
  return z
    .string()
    .default(defaultList)
    .transform((list) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
}

/** A number of requests allowed within an hour. */
function hourlyLimit(defaultLimit: number) {
  return z.coerce.number().int().min(1).default(defaultLimit);
}

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  API_HOST: z.string().min(1).default("127.0.0.1"),
  /** A PostgreSQL server; without it the API runs on embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Where browsers reach this API (the sandbox payment page's address, and every /media image). */
  PUBLIC_API_URL: z.url().optional(),
  /** The folder of the images served under /media (the demo's are generated there at build). */
  MEDIA_DIR: z.string().min(1).default(defaultMediaDir),
  /** Storefront origins an online payment may return to, comma-separated (ADR 013). */
  PAYMENT_RETURN_ORIGINS: commaSeparated("http://localhost:3000,http://127.0.0.1:3000"),
  /** Signs the sandbox gateway's callbacks; every API process of one deployment shares it. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default(developmentSandboxSecret),
  /**
   * The sandbox gateway lets its payers approve their own payments: production serves it only
   * when this says so in words (ADR 035).
   */
  PAYMENT_SANDBOX_IN_PRODUCTION: z
    .literal(sandboxInProductionConsent, {
      error: `say "${sandboxInProductionConsent}" to serve the sandbox gateway in production`,
    })
    .optional(),
  /** Keys the HMAC of one-time codes (ADR 025); every API process of one deployment shares it. */
  OTP_SECRET: z.string().min(16).default(developmentOtpSecret),
  /** Serve GET dev/inbox (the codes the outbox Messenger sent); never allowed in production. */
  DEV_INBOX: z.enum(["true", "false"]).optional(),
  /**
   * Serve POST dev/order/{id}/status and dev/reservation/{id}/status, which move what staff move
   * on the business app's board; for tests only, off unless "true", never in production.
   */
  DEV_ROUTES: z.enum(["true", "false"]).default("false"),
  /**
   * Whether webhooks may reach receivers on private networks and over plain http ("allow": a till
   * on the business's own network, or a test's receiver on this machine). Refused by default: the
   * API then POSTs only to public https addresses, checked again on every try (ADR 061).
   */
  WEBHOOK_PRIVATE_RECEIVERS: z.enum(["allow", "refuse"]).default("refuse"),
  /**
   * The bearer token Prometheus sends for GET /metrics. Without it the metrics are served only to
   * this machine, and never in production.
   */
  METRICS_TOKEN: z.string().min(24).optional(),
  /**
   * An OpenTelemetry collector's OTLP/HTTP address (`http://collector:4318`): set, every request
   * and statement is traced there (ADR 070); unset, nothing is traced.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The name this process's spans carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default("storefront-api"),
  /**
   * The proxies whose X-Forwarded-For names the customer (ADR 025): the storefront's server and
   * any load balancer in front of the API, comma-separated addresses, CIDR ranges or `loopback`.
   */
  TRUSTED_PROXIES: commaSeparated("loopback"),
  /** Limits per client address and overall (ADR 025, ADR 038); each within an hour. */
  CODES_PER_CLIENT_PER_HOUR: hourlyLimit(defaultClientLimits.codesPerClientPerHour),
  CODES_PER_BUSINESS_PER_HOUR: hourlyLimit(defaultClientLimits.codesPerBusinessPerHour),
  CODES_PER_HOUR: hourlyLimit(defaultClientLimits.codesPerHour),
  ORDERS_PER_CLIENT_PER_HOUR: hourlyLimit(defaultClientLimits.ordersPerClientPerHour),
  /** Calls one till's key may make within a minute (ADR 060). */
  KEY_CALLS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(defaultClientLimits.keyCallsPerMinute),
  /**
   * Whether this process asks the gateway about payments its payer left open, settling the ones
   * approved whose payer never came back (ADR 069); "off" leaves that to the other processes.
   */
  PAYMENT_SWEEP: z.enum(["on", "off"]).default("on"),
  /** Minutes a payment stays open before the sweep withdraws it at the gateway (ADR 069). */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(1_440).default(30),
  /** Which gateway takes online payments (ADR 058): the sandbox served by this API, or MyFatoorah. */
  PAYMENT_PROVIDER: z.enum(["sandbox", "myfatoorah"]).default("sandbox"),
  /** MyFatoorah's API for the account's country; its test API to try it. */
  MYFATOORAH_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The account's API token. */
  MYFATOORAH_API_KEY: z.string().min(1).optional(),
  /** The webhook secret key set in the account's portal: its events are signed with it. */
  MYFATOORAH_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Which provider sends SMS codes (ADR 059): the outbox (the development inbox) or Twilio. */
  SMS_PROVIDER: z.enum(["outbox", "twilio"]).default("outbox"),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "a Twilio account SID: AC and 32 hex digits")
    .optional(),
  /** Authenticates the calls and signs Twilio's status callbacks. */
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a Twilio number in E.164 or an alphanumeric sender ID. */
  TWILIO_FROM: z.string().min(1).optional(),
  /** Which provider sends WhatsApp codes (ADR 059): the outbox or the WhatsApp Cloud API. */
  WHATSAPP_PROVIDER: z.enum(["outbox", "whatsapp-cloud"]).default("outbox"),
  /** The Graph API and its version. */
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v21.0/"),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, "the digits of a phone number id").optional(),
  /** The Meta app's secret: it signs the webhook's events. */
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  /** The token Meta repeats when it verifies the webhook's address. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  /** The approved template whose one body parameter is the code's text, in each language. */
  WHATSAPP_TEMPLATE_NAME: z
    .string()
    .regex(/^[a-z0-9_]+$/, "a template name")
    .optional(),
  /** Which map service answers getAddress: the delivery areas in the database, or Nominatim. */
  GEOCODER: z.enum(["database", "nominatim"]).default("database"),
  /** The Nominatim server to ask with GEOCODER=nominatim; there is no public default. */
  NOMINATIM_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The settings each provider needs once it is chosen (ADR 058, 059). */
const providerSettings = {
  myfatoorah: ["MYFATOORAH_API_URL", "MYFATOORAH_API_KEY", "MYFATOORAH_WEBHOOK_SECRET"],
  twilio: ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"],
  "whatsapp-cloud": [
    "WHATSAPP_ACCESS_TOKEN",
    "WHATSAPP_PHONE_NUMBER_ID",
    "WHATSAPP_APP_SECRET",
    "WHATSAPP_VERIFY_TOKEN",
    "WHATSAPP_TEMPLATE_NAME",
  ],
} as const satisfies Record<string, readonly (keyof Env)[]>;

/** "PAYMENT_PROVIDER=myfatoorah needs MYFATOORAH_API_KEY" for each chosen provider's missing setting. */
function missingProviderSettings(settings: Env): string[] {
  const chosen = [
    ["PAYMENT_PROVIDER", settings.PAYMENT_PROVIDER],
    ["SMS_PROVIDER", settings.SMS_PROVIDER],
    ["WHATSAPP_PROVIDER", settings.WHATSAPP_PROVIDER],
  ] as const;
  return chosen.flatMap(([variable, provider]) =>
    provider in providerSettings
      ? providerSettings[provider as keyof typeof providerSettings]
          .filter((name) => settings[name] === undefined)
          .map((name) => `${variable}=${provider} needs ${name}`)
      : [],
  );
}

/**
 * Reads the API's settings from an environment, applying defaults, and throws one error naming
 * every bad variable. `parseEnv({ API_PORT: "8080" }).API_PORT === 8080`
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // `DATABASE_URL=` in a shell or .env file means "not set", not "an invalid URL".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  const missing = missingProviderSettings(result.data);
  if (missing.length > 0) throw new Error(`Invalid environment: ${missing.join("; ")}`);
  const sandbox = result.data.PAYMENT_PROVIDER === "sandbox";
  if (
    sandbox &&
    result.data.NODE_ENV === "production" &&
    result.data.PAYMENT_SANDBOX_SECRET === developmentSandboxSecret
  ) {
    throw new Error(
      "Invalid environment: PAYMENT_SANDBOX_SECRET: set a secret of your own in production",
    );
  }
  if (result.data.NODE_ENV === "production" && result.data.OTP_SECRET === developmentOtpSecret) {
    throw new Error("Invalid environment: OTP_SECRET: set a secret of your own in production");
  }
  if (result.data.NODE_ENV === "production" && result.data.DEV_INBOX === "true") {
    throw new Error(
      "Invalid environment: DEV_INBOX: the development inbox is never served in production",
    );
  }
  // The sandbox's payer can approve their own payment.
  if (
    sandbox &&
    result.data.NODE_ENV === "production" &&
    result.data.PAYMENT_SANDBOX_IN_PRODUCTION !== sandboxInProductionConsent
  ) {
    throw new Error(
      `Invalid environment: PAYMENT_SANDBOX_IN_PRODUCTION: the sandbox is the only payment gateway, and its payers can approve their own payments; production starts with it only with PAYMENT_SANDBOX_IN_PRODUCTION=${sandboxInProductionConsent}`,
    );
  }
  return result.data;
}

/** Whether GET dev/inbox is served: asked for, or by default outside production. */
export function devInboxAllowed(settings: Env): boolean {
  return settings.NODE_ENV !== "production" && settings.DEV_INBOX !== "false";
}

/** The limits per client address and overall that a deployment set. */
export function clientLimitsOf(settings: Env): ClientLimits {
  return {
    codesPerClientPerHour: settings.CODES_PER_CLIENT_PER_HOUR,
    codesPerBusinessPerHour: settings.CODES_PER_BUSINESS_PER_HOUR,
    codesPerHour: settings.CODES_PER_HOUR,
    ordersPerClientPerHour: settings.ORDERS_PER_CLIENT_PER_HOUR,
    keyCallsPerMinute: settings.KEY_CALLS_PER_MINUTE,
  };
}

/** The settings of this process. Nothing else in the API reads `process.env`. */
export const env = parseEnv(process.env);
