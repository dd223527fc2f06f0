// The built API (`dist/main.js`) in a process of its own, as production runs it, on a port of its own.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";

const apiFolder = fileURLToPath(new URL("..", import.meta.url));
const main = "dist/main.js";
// The words production needs to serve the sandbox gateway, the only one (ADR 035).
const sandboxInProductionConsent = "i-understand-payers-can-approve-their-own-payments";

export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  readonly address: string;
  readonly pid: number;
  stop(): Promise<void>;
  /** Ends it at once (SIGKILL), as a crash or an evicted container does. */
  kill(): Promise<void>;
}

/**
 * Starts the API on `databaseUrl` and waits until it answers /health; `settings` adds to or
 * overrides its environment, and `port` keeps the port of a process started again.
 */
export async function startApi(
  databaseUrl: string,
  settings: Record<string, string> = {},
  port?: number,
  /** Where its log goes: this process's own output unless a file is given. */
  log: "inherit" | number = "inherit",
): Promise<ApiProcess> {
  if (!existsSync(`${apiFolder}${main}`)) {
    throw new Error(`no ${main}: build the API first (pnpm --filter @storefront/api build)`);
  }
  const chosenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [main], {
    cwd: apiFolder,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_HOST: "127.0.0.1",
      API_PORT: String(chosenPort),
      // Production settings; warnings and errors only, so logging does not weigh on each request.
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PAYMENT_SANDBOX_SECRET: "order-bench-secret-not-for-payments-0123456789",
      PAYMENT_SANDBOX_IN_PRODUCTION: sandboxInProductionConsent,
      OTP_SECRET: "order-bench-secret-not-for-codes-0123456789",
      ...settings,
    },
    stdio: ["ignore", log, log],
  });
  const address = `http://127.0.0.1:${chosenPort}`;
  try {
    await waitUntilAnswering(`${address}/health`, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    address,
    pid: child.pid ?? 0,
    stop: () => stopChild(child, "SIGTERM"),
    kill: () => stopChild(child, "SIGKILL"),
  };
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

/** Sends `signal` to a child still running and waits until it has exited. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

/** Waits until `url` answers 2xx, for up to 20 s; fails at once if `child` exits meanwhile. */
export async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}
