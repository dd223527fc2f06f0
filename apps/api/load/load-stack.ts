// The deployment a load run drives: API processes and storefront processes on one PostgreSQL
// database, each kind behind its round robin, and the business's webhook receiver.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type ApiProcess, freePort, startApi } from "../bench/api-process.js";
import { type RoundRobin, startRoundRobin } from "./round-robin.js";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.js";

const storefrontFolder = fileURLToPath(new URL("../../storefront/", import.meta.url));
const storefrontMain = "server-build/index.js";

export interface LoadStack {
  readonly apis: ApiProcess[];
  readonly storefronts: ChildProcess[];
  readonly api: RoundRobin;
  readonly storefront: RoundRobin;
  readonly receiver: WebhookReceiver;
  /** The API's settings, to start a killed process again as it was. */
  readonly apiSettings: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts `apiCount` API and `storefrontCount` storefront processes on `databaseUrl`. */
export async function startLoadStack(
  databaseUrl: string,
  apiCount: number,
  storefrontCount: number,
): Promise<LoadStack> {
  if (!existsSync(`${storefrontFolder}${storefrontMain}`)) {
    throw new Error("no storefront build: run `pnpm build` first");
  }
  const apiPorts = await Promise.all(Array.from({ length: apiCount }, () => freePort()));
  const storefrontPorts = await Promise.all(
    Array.from({ length: storefrontCount }, () => freePort()),
  );
  const api = await startRoundRobin(apiPorts.map((port) => `http://127.0.0.1:${port}`));
  const storefront = await startRoundRobin(
    storefrontPorts.map((port) => `http://127.0.0.1:${port}`),
  );
  const receiver = await startWebhookReceiver();
  const apiSettings = {
    // Payment pages, and the addresses in answers, name the balancer, not one process.
    PUBLIC_API_URL: `${api.address}/`,
    PAYMENT_RETURN_ORIGINS: storefront.address,
    WEBHOOK_PRIVATE_RECEIVERS: "allow",
  };
  const apis = await Promise.all(apiPorts.map((port) => startApi(databaseUrl, apiSettings, port)));
  const storefronts = storefrontPorts.map((port) =>
    spawn(process.execPath, [storefrontMain], {
      cwd: storefrontFolder,
      env: {
        ...process.env,
        NODE_ENV: "production",
        STOREFRONT_HOST: "127.0.0.1",
        STOREFRONT_PORT: String(port),
        API_BASE_URL: `${api.address}/`,
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  await Promise.all(storefrontPorts.map((port) => answers(`http://127.0.0.1:${port}/demo`)));
  return {
    apis,
    storefronts,
    api,
    storefront,
    receiver,
    apiSettings,
    async stop() {
      await Promise.all(apis.map((one) => one.stop()));
      await Promise.all(
        storefronts.map(async (child) => {
          if (child.exitCode !== null) return;
          const exited = once(child, "exit");
          child.kill("SIGTERM");
          await exited;
        }),
      );
      await Promise.all([api.close(), storefront.close(), receiver.close()]);
    },
  };
}

async function answers(url: string): Promise<void> {
  for (let tries = 0; tries < 240; tries++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered`);
}
