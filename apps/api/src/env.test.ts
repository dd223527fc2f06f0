import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { devInboxAllowed, parseEnv, sandboxInProductionConsent } from "./env.js";

describe("parseEnv", () => {
  it("applies the defaults to an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      API_PORT: 4000,
      API_HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      NODE_ENV: "development",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("keeps data in the .data folder at the repository root by default", () => {
    const { DATA_DIR } = parseEnv({});
    expect(DATA_DIR.endsWith(`${join("/", ".data")}/`)).toBe(true);
    expect(existsSync(join(dirname(DATA_DIR), "pnpm-workspace.yaml"))).toBe(true);
  });

  it("reads the port as a number and takes the other settings as given", () => {
    const env = parseEnv({
      API_PORT: "8080",
      API_HOST: "0.0.0.0",
      DATABASE_URL: "postgres://shop@db.internal:5432/storefront",
      DATA_DIR: "/srv/storefront",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PAYMENT_SANDBOX_SECRET: "a-long-secret-of-our-own",
      OTP_SECRET: "another-long-secret-of-ours",
      PAYMENT_SANDBOX_IN_PRODUCTION: sandboxInProductionConsent,
    });
    // The settings given; the others keep their defaults (checked where they are used).
    expect(env).toMatchObject({
      API_PORT: 8080,
      API_HOST: "0.0.0.0",
      DATABASE_URL: "postgres://shop@db.internal:5432/storefront",
      DATA_DIR: "/srv/storefront",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    });
  });

  it("accepts the postgresql:// scheme too", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://localhost/shop" }).DATABASE_URL).toBe(
      "postgresql://localhost/shop",
    );
  });

  it("treats an empty variable as not set", () => {
    const env = parseEnv({ DATABASE_URL: "", API_PORT: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.API_PORT).toBe(4000);
  });

  it("ignores variables it does not know", () => {
    expect(parseEnv({ PATH: "/usr/bin", HOME: "/root" })).not.toHaveProperty("PATH");
  });

  it("names every bad variable in one error", () => {
    expect(() =>
      parseEnv({ API_PORT: "eighty", DATABASE_URL: "mysql://localhost/shop", LOG_LEVEL: "loud" }),
    ).toThrow(/API_PORT.*DATABASE_URL.*LOG_LEVEL/);
  });

  it("refuses a port outside 0 to 65535", () => {
    expect(() => parseEnv({ API_PORT: "70000" })).toThrow(/API_PORT/);
  });

  it("refuses the development payment secret in production, and reads the return origins", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    const env = parseEnv({
      NODE_ENV: "production",
      PAYMENT_SANDBOX_SECRET: "a-long-secret-of-our-own",
      OTP_SECRET: "another-long-secret-of-ours",
      PAYMENT_SANDBOX_IN_PRODUCTION: sandboxInProductionConsent,
      PAYMENT_RETURN_ORIGINS: "https://shop.example, https://other.example",
    });
    expect(env.PAYMENT_RETURN_ORIGINS).toEqual(["https://shop.example", "https://other.example"]);
  });

  it("refuses the sandbox gateway in production unless a setting says so in words (ADR 035)", () => {
    const production = {
      NODE_ENV: "production",
      PAYMENT_SANDBOX_SECRET: "a-long-secret-of-our-own",
      OTP_SECRET: "another-long-secret-of-ours",
    } as const;
    expect(() => parseEnv(production)).toThrow(
      /PAYMENT_SANDBOX_IN_PRODUCTION: the sandbox is the only payment gateway/,
    );
    expect(() => parseEnv({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: "true" })).toThrow(
      /PAYMENT_SANDBOX_IN_PRODUCTION/,
    );
    const consented = { ...production, PAYMENT_SANDBOX_IN_PRODUCTION: sandboxInProductionConsent };
    expect(parseEnv(consented).PAYMENT_SANDBOX_IN_PRODUCTION).toBe(sandboxInProductionConsent);
    // Outside production the sandbox is the development gateway, with no setting.
    expect(parseEnv({}).PAYMENT_SANDBOX_IN_PRODUCTION).toBeUndefined();
  });

  it("refuses the development code secret and the development inbox in production", () => {
    const production = {
      NODE_ENV: "production",
      PAYMENT_SANDBOX_SECRET: "a-long-secret-of-our-own",
      PAYMENT_SANDBOX_IN_PRODUCTION: sandboxInProductionConsent,
    } as const;
    expect(() => parseEnv(production)).toThrow(/OTP_SECRET/);
    const secret = { ...production, OTP_SECRET: "another-long-secret-of-ours" };
    expect(() => parseEnv({ ...secret, DEV_INBOX: "true" })).toThrow(/DEV_INBOX/);
    expect(devInboxAllowed(parseEnv(secret))).toBe(false);
    expect(devInboxAllowed(parseEnv({}))).toBe(true);
    expect(devInboxAllowed(parseEnv({ DEV_INBOX: "false" }))).toBe(false);
    expect(() => parseEnv({ OTP_SECRET: "short" })).toThrow(/OTP_SECRET/);
  });
});

describe("the providers behind the ports (ADR 058, 059)", () => {
  const myFatoorah = {
    PAYMENT_PROVIDER: "myfatoorah",
    MYFATOORAH_API_URL: "https://api.myfatoorah.com/",
    MYFATOORAH_API_KEY: "an-api-token",
    MYFATOORAH_WEBHOOK_SECRET: "a-webhook-secret-key",
  };

  it("keeps the sandbox gateway and the development inbox by default", () => {
    expect(parseEnv({})).toMatchObject({
      PAYMENT_PROVIDER: "sandbox",
      SMS_PROVIDER: "outbox",
      WHATSAPP_PROVIDER: "outbox",
    });
  });

  it("names every setting a chosen provider lacks, at start", () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: "myfatoorah" })).toThrow(
      "Invalid environment: PAYMENT_PROVIDER=myfatoorah needs MYFATOORAH_API_URL; PAYMENT_PROVIDER=myfatoorah needs MYFATOORAH_API_KEY; PAYMENT_PROVIDER=myfatoorah needs MYFATOORAH_WEBHOOK_SECRET",
    );
    expect(() =>
      parseEnv({
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: "AC3f6c5b0e2a8d4c1f9b7e6a5d4c3b2a10",
        TWILIO_FROM: "Grills",
      }),
    ).toThrow("SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN");
    expect(() => parseEnv({ WHATSAPP_PROVIDER: "whatsapp-cloud" })).toThrow(
      "WHATSAPP_PROVIDER=whatsapp-cloud needs WHATSAPP_TEMPLATE_NAME",
    );
    expect(() => parseEnv({ SMS_PROVIDER: "carrier-pigeon" })).toThrow("SMS_PROVIDER");
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: "not-a-sid" })).toThrow("TWILIO_ACCOUNT_SID");
  });

  it("starts production on MyFatoorah without the sandbox's words or secret", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      OTP_SECRET: "another-long-secret-of-ours",
      ...myFatoorah,
    });
    expect(env.PAYMENT_PROVIDER).toBe("myfatoorah");
    expect(env.PAYMENT_SANDBOX_IN_PRODUCTION).toBeUndefined();
  });
});

describe("the payment sweep (ADR 069)", () => {
  it("runs by default and withdraws a payment open 30 minutes; both can be set, within bounds", () => {
    expect(parseEnv({})).toMatchObject({ PAYMENT_SWEEP: "on", PAYMENT_EXPIRY_MINUTES: 30 });
    expect(parseEnv({ PAYMENT_SWEEP: "off", PAYMENT_EXPIRY_MINUTES: "45" })).toMatchObject({
      PAYMENT_SWEEP: "off",
      PAYMENT_EXPIRY_MINUTES: 45,
    });
    expect(() => parseEnv({ PAYMENT_SWEEP: "yes" })).toThrow(/PAYMENT_SWEEP/);
    // Shorter than a few minutes would withdraw payments whose payer is still on the page.
    expect(() => parseEnv({ PAYMENT_EXPIRY_MINUTES: "2" })).toThrow(/PAYMENT_EXPIRY_MINUTES/);
  });
});

describe("traces (ADR 070)", () => {
  it("are off without a collector, and go to the one named when set", () => {
    expect(parseEnv({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(parseEnv({})).toMatchObject({ OTEL_SERVICE_NAME: "storefront-api" });
    expect(parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example:4318" })).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example:4318",
    });
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "otel:4318" })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});
