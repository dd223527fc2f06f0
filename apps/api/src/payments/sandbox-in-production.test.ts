import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../test/test-api.js";
import { createEmptyTestDatabase } from "../../test/test-database.js";
import { buildApp, type OrderingOptions } from "../app.js";
import { sandboxInProductionConsent } from "../env.js";
import { sandboxGateway } from "./sandbox-gateway.js";

// ADR 035: the sandbox's payer can approve their own payment, so production refuses it unless
// told so in words, and never serves its page otherwise.
const apiRoot = fileURLToPath(new URL("../../", import.meta.url));
const production: OrderingOptions = {
  publicUrl: "https://api.shop.example/",
  returnOrigins: ["https://shop.example"],
  sandboxSecret: "a-long-secret-of-our-own",
  production: true,
};
const database = testDatabase(async () => {
  const empty = await createEmptyTestDatabase();
  await empty.migrate();
  return empty;
});
const apps: FastifyInstance[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const build = (ordering: OrderingOptions) => {
  const app = buildApp({ db: database.db, logger: false, ordering });
  apps.push(app);
  return app;
};

const sandboxCalls = [
  { method: "GET", url: "/sandbox/pay/AAAAAAAAAAAAAAAAAAAAAA" },
  { method: "POST", url: "/sandbox/pay/AAAAAAAAAAAAAAAAAAAAAA/approve" },
  { method: "POST", url: "/webapp/payments/callback" },
] as const;

describe("the sandbox gateway in production", () => {
  it("refuses to start the API process with the sandbox as its only gateway", async () => {
    const environment = {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PAYMENT_SANDBOX_SECRET: "a-long-secret-of-our-own",
      OTP_SECRET: "another-long-secret-of-ours",
      DATA_DIR: "/nonexistent/never-opened",
      API_PORT: "0",
    };
    const started = promisify(execFile)("node_modules/.bin/tsx", ["src/main.ts"], {
      cwd: apiRoot,
      env: environment,
      timeout: 60_000,
    });
    const failure = await started.then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      `PAYMENT_SANDBOX_IN_PRODUCTION=${sandboxInProductionConsent}`,
    );
  });

  it("never serves the sandbox's page or callback in production without the words, or on another gateway", async () => {
    for (const app of [
      build(production),
      build({ ...production, gateway: { ...sandboxGateway(database.db, "https://x/") } }),
    ]) {
      for (const call of sandboxCalls) {
        const response = await app.inject({
          ...call,
          payload: call.method === "POST" ? {} : undefined,
        });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(response.json().message).toMatch(/^No route/);
      }
    }
  });

  it("serves the sandbox in production when the setting says so in words, and outside production", async () => {
    for (const ordering of [
      { ...production, sandboxInProduction: true },
      { ...production, production: false },
    ]) {
      const page = await build(ordering).inject(sandboxCalls[0]);
      // The route is there: the payment itself is unknown.
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: "NOT_FOUND", message: "No such payment" });
    }
  });
});
