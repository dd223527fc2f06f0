// The production stack for the storefront's measurements: the built API on a fresh embedded
// database (the demo, and optionally generated menus), the built storefront, and the bare Remix
// page, each served the same way as `npm start` serves them, on ports of their own.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const storefront = fileURLToPath(new URL("..", import.meta.url));
export const root = path.resolve(storefront, "../..");

export function mustRun(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

async function waitFor(url) {
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

/**
 * Builds the bare page, seeds, starts the servers and waits for them. `benchMenus` lists the sizes
 * of generated menus to seed (served at /bench-{size}); with `ports.uncached`, a second storefront
 * on the same API serves every page without its page cache (PAGE_CACHE=off). Returns their
 * addresses, their process ids (`pids`) and `stop`.
 */
export async function startStack({ ports, benchMenus = [] }) {
  // turbo has built the API and the storefront first (turbo.json); the bare page is built here.
  mustRun(
    "pnpm",
    ["exec", "remix", "vite:build", "--config", "bench/bare/vite.config.ts", "--logLevel", "warn"],
    { cwd: storefront },
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "storefront-bench-"));
  const children = [];
  const stop = () => {
    for (const child of children) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const start = (args, env) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      // The page cache is on unless a server is started without it on purpose.
      env: { ...process.env, PAGE_CACHE: undefined, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(child);
    return child.pid;
  };

  try {
    const apiEnv = {
      DATA_DIR: dataDir,
      API_PORT: String(ports.api),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PAYMENT_SANDBOX_SECRET: "storefront-bench-secret-not-for-payments-0123456789",
      OTP_SECRET: "storefront-bench-secret-not-for-codes-0123456789",
      // The sandbox is the only payment gateway; production starts with it only when told so.
      PAYMENT_SANDBOX_IN_PRODUCTION: "i-understand-payers-can-approve-their-own-payments",
    };
    delete process.env.DATABASE_URL; // the stack as `npm start` runs it: embedded PGlite
    mustRun(process.execPath, ["apps/api/dist/seed/seed-command.js"], {
      env: { ...process.env, ...apiEnv },
    });
    if (benchMenus.length > 0) {
      console.log(`Seeding generated menus of ${benchMenus.join(" and ")} items…`);
      mustRun(process.execPath, ["apps/api/dist/seed/seed-bench-command.js", ...benchMenus], {
        env: { ...process.env, ...apiEnv },
      });
    }

    const startStorefront = (port, env = {}) =>
      start(["apps/storefront/server-build/index.js"], {
        NODE_ENV: "production",
        STOREFRONT_PORT: String(port),
        STOREFRONT_HOST: "127.0.0.1",
        API_BASE_URL: `http://127.0.0.1:${ports.api}/`,
        ...env,
      });
    const pids = {
      api: start(["apps/api/dist/main.js"], apiEnv),
      storefront: startStorefront(ports.storefront),
      uncached: ports.uncached ? startStorefront(ports.uncached, { PAGE_CACHE: "off" }) : undefined,
      bare: start(["apps/storefront/bench/serve-bare.mjs", String(ports.bare)], {
        NODE_ENV: "production",
      }),
    };
    const site = `http://127.0.0.1:${ports.storefront}`;
    const uncachedSite = ports.uncached ? `http://127.0.0.1:${ports.uncached}` : undefined;
    const bare = `http://127.0.0.1:${ports.bare}/`;
    // The API first: the storefront logs every page it cannot load meanwhile.
    await waitFor(`http://127.0.0.1:${ports.api}/health`);
    const storefronts = [site, uncachedSite].filter(Boolean);
    await Promise.all([waitFor(bare), ...storefronts.map((url) => waitFor(`${url}/demo`))]);
    return { site, uncachedSite, bare, pids, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The path of the first item page the demo's delivery menu links to. */
export async function firstItemPath(site) {
  const menuHtml = await (await fetch(`${site}/demo/delivery`)).text();
  return menuHtml.match(/href="(\/demo\/delivery\/\d+\/\d+)"/)?.[1];
}

/** A machine line for the report: cores, CPU model and Node. */
export function machine() {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}`;
}
