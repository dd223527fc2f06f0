// `pnpm bench` (storefront): the menu page beside a bare Remix page, both built for production and
// served by express on this machine, in one run: requests/s, p50 and p99 at 150, 2,000 and 10,000
// menu items, and the JavaScript (gzip) each page type loads. Reports; never fails on a figure.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const storefront = fileURLToPath(new URL("..", import.meta.url));
const root = path.resolve(storefront, "../..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const ports = { api: 4390, storefront: 3390, bare: 3391 };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "menu-bench-"));

function mustRun(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

const children = [];
function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
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

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The module scripts a page loads, summed as gzip bytes. */
async function javascriptBytes(url) {
  const html = await (await fetch(url)).text();
  const scripts = new Set(
    [
      ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
      ...html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g),
    ].map((match) => new URL(match[1], url).href),
  );
  let bytes = 0;
  for (const script of scripts)
    bytes += gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer())).length;
  return { files: scripts.size, bytes };
}

try {
  // turbo has built the API and the storefront first (turbo.json); the bare page is built here.
  mustRun(
    "pnpm",
    ["exec", "remix", "vite:build", "--config", "bench/bare/vite.config.ts", "--logLevel", "warn"],
    { cwd: storefront },
  );

  const apiEnv = {
    DATA_DIR: dataDir,
    API_PORT: String(ports.api),
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PAYMENT_SANDBOX_SECRET: "menu-bench-secret-not-for-payments-0123456789",
  };
  delete process.env.DATABASE_URL; // the stack as `npm start` runs it: embedded PGlite
  console.log("Seeding the demo and generated menus (2,000 and 10,000 items)…");
  mustRun(process.execPath, ["apps/api/dist/db/seed-command.js"], {
    env: { ...process.env, ...apiEnv },
  });
  mustRun(process.execPath, ["apps/api/dist/db/seed-bench-command.js", "2000", "10000"], {
    env: { ...process.env, ...apiEnv },
  });

  start("api", ["apps/api/dist/main.js"], apiEnv);
  start("storefront", ["apps/storefront/server-build/index.js"], {
    NODE_ENV: "production",
    STOREFRONT_PORT: String(ports.storefront),
    STOREFRONT_HOST: "127.0.0.1",
    API_BASE_URL: `http://127.0.0.1:${ports.api}/`,
  });
  start("bare", ["apps/storefront/bench/serve-bare.mjs", String(ports.bare)], {
    NODE_ENV: "production",
  });
  const site = `http://127.0.0.1:${ports.storefront}`;
  const bare = `http://127.0.0.1:${ports.bare}/`;
  await Promise.all([
    waitFor(`http://127.0.0.1:${ports.api}/health`),
    waitFor(`${site}/demo`),
    waitFor(bare),
  ]);

  const pages = [
    { name: "bare Remix page", url: bare },
    { name: "menu, 150 items (/demo/delivery)", url: `${site}/demo/delivery` },
    { name: "menu, 2,000 items (/bench-2000/delivery)", url: `${site}/bench-2000/delivery` },
    { name: "menu, 10,000 items (/bench-10000/delivery)", url: `${site}/bench-10000/delivery` },
  ];
  // Warm every page once (first answers fill the caches), then measure each in turn.
  for (const page of pages) await fetch(page.url).then((response) => response.text());
  const rows = [];
  for (const page of pages) {
    const result = await load(page.url);
    rows.push({
      ...page,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const [base] = rows;
  console.log(
    `\nServer render, ${connections} connections, ${seconds} s each, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}`,
  );
  console.table(
    rows.map((row) => ({
      page: row.name,
      "req/s": row.rps.toFixed(1),
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "req/s ratio": (row.rps / base.rps).toFixed(2),
      "p99 ratio": (row.p99 / base.p99).toFixed(2),
      "non-2xx or errors": row.errors,
    })),
  );

  const menuHtml = await (await fetch(`${site}/demo/delivery`)).text();
  const itemPath = menuHtml.match(/href="(\/demo\/delivery\/\d+\/\d+)"/)?.[1];
  const scriptPages = [
    { name: "bare Remix page", url: bare },
    { name: "home", url: `${site}/demo` },
    { name: "menu", url: `${site}/demo/delivery` },
    { name: "item", url: `${site}${itemPath}` },
    { name: "cart", url: `${site}/demo/delivery/cart` },
  ];
  const scripts = [];
  for (const page of scriptPages)
    scripts.push({ page: page.name, ...(await javascriptBytes(page.url)) });
  const bareBytes = scripts[0].bytes;
  console.log("\nJavaScript each page loads (module scripts, gzip)");
  console.table(
    scripts.map((row) => ({
      page: row.page,
      files: row.files,
      "KB gzip": (row.bytes / 1024).toFixed(1),
      "KB over the bare page": ((row.bytes - bareBytes) / 1024).toFixed(1),
    })),
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
