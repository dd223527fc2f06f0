// The deployment a load run drives: API processes and storefront processes on one PostgreSQL
// database, each kind behind its round robin, and the business's webhook receiver.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type ApiProcess,
  freePort,
  startApi,
  stopChild,
  waitUntilAnswering,
} from "../bench/api-process.js";
import { type RoundRobin, startRoundRobin } from "./round-robin.js";
import { startTraceCollector, type TraceCollector } from "./trace-collector.js";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.js";

const storefrontFolder = fileURLToPath(new URL("../../storefront/", import.meta.url));
const storefrontMain = "server-build/index.js";

export interface LoadStack {
  /** The API processes; one killed and started again takes its place here. */
  readonly apis: ApiProcess[];
  readonly storefronts: ChildProcess[];
  /** Each storefront process's own address, past the round robin. */
  readonly storefrontAddresses: string[];
  readonly api: RoundRobin;
  readonly storefront: RoundRobin;
  readonly receiver: WebhookReceiver;
  /** Where the processes send their spans: only those of traces a client started (ADR 070). */
  readonly collector: TraceCollector;
  /** The folder of the processes' logs: one file each. */
  readonly logs: string;
  /** Kills API process `index` with SIGKILL and starts it again on its port. */
  restartApi(index: number): Promise<void>;
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
  const collector = await startTraceCollector();
  // Traced only when the caller's `traceparent` says so, and sent within a moment.
  const tracing = {
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.address,
    OTEL_TRACES_SAMPLER: "parentbased_always_off",
    OTEL_BSP_SCHEDULE_DELAY: "200",
  };
  const apiSettings = {
    ...tracing,
    // Payment pages, and the addresses in answers, name the balancer, not one process.
    PUBLIC_API_URL: `${api.address}/`,
    PAYMENT_RETURN_ORIGINS: storefront.address,
    WEBHOOK_PRIVATE_RECEIVERS: "allow",
  };
  const logs = mkdtempSync(path.join(os.tmpdir(), "storefront-load-logs-"));
  const logFile = (name: string) => openSync(path.join(logs, `${name}.log`), "a");
  const apis = await Promise.all(
    apiPorts.map((port, index) =>
      startApi(databaseUrl, apiSettings, port, logFile(`api-${index}`)),
    ),
  );
  const storefronts = storefrontPorts.map((port, index) =>
    spawn(process.execPath, [storefrontMain], {
      cwd: storefrontFolder,
      env: {
        ...process.env,
        NODE_ENV: "production",
        STOREFRONT_HOST: "127.0.0.1",
        STOREFRONT_PORT: String(port),
        API_BASE_URL: `${api.address}/`,
        ...tracing,
      },
      stdio: ["ignore", "ignore", logFile(`storefront-${index}`)],
    }),
  );
  await Promise.all(
    storefronts.map((child, index) =>
      waitUntilAnswering(`http://127.0.0.1:${storefrontPorts[index]}/demo`, child),
    ),
  );
  return {
    apis,
    storefronts,
    storefrontAddresses: storefrontPorts.map((port) => `http://127.0.0.1:${port}`),
    api,
    storefront,
    receiver,
    collector,
    logs,
    async restartApi(index) {
      await apis[index]?.kill();
      apis[index] = await startApi(
        databaseUrl,
        apiSettings,
        apiPorts[index],
        logFile(`api-${index}`),
      );
    },
    async stop() {
      await Promise.all(apis.map((one) => one.stop()));
      await Promise.all(storefronts.map((child) => stopChild(child, "SIGTERM")));
      await Promise.all([api.close(), storefront.close(), receiver.close(), collector.close()]);
    },
  };
}
