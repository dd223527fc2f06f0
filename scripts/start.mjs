// `npm start`: install, build, prepare the embedded database, and run the API, the storefront and
// the business app.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { ensurePnpm, installDependencies } from "./lib/pnpm.mjs";
import { mustRun, root, startService, step } from "./lib/run.mjs";
import { waitForHttp } from "./lib/wait.mjs";

const apiPort = process.env.API_PORT ?? "4000";
const storefrontPort = process.env.STOREFRONT_PORT ?? "3000";
const businessPort = process.env.BUSINESS_PORT ?? "3100";
// Browsers load the API's pictures from here; the storefront allows that origin alone.
const publicApiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}/`;
const env = {
  ...ensurePnpm(),
  NODE_ENV: "production",
  API_PORT: apiPort,
  STOREFRONT_PORT: storefrontPort,
  BUSINESS_PORT: businessPort,
  API_BASE_URL: process.env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}/`,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, ".data"),
  PUBLIC_API_URL: publicApiUrl,
  MEDIA_ORIGINS: process.env.MEDIA_ORIGINS ?? new URL(publicApiUrl).origin,
};

// The local demo's API keeps its development controls (moving an order along as the kitchen
// would) and pays back to this storefront.
const apiEnv = {
  ...env,
  NODE_ENV: "development",
  PAYMENT_RETURN_ORIGINS:
    process.env.PAYMENT_RETURN_ORIGINS ??
    `http://localhost:${storefrontPort},http://127.0.0.1:${storefrontPort}`,
  // The local demo pays through the sandbox, whatever mode its API runs in (ADR 035).
  PAYMENT_SANDBOX_IN_PRODUCTION: "i-understand-payers-can-approve-their-own-payments",
};

// The business app signs its session cookie with this; without one set, a new secret each start
// (staff sign in again after a restart).
const businessEnv = {
  ...env,
  BUSINESS_SESSION_SECRET: process.env.BUSINESS_SESSION_SECRET ?? randomBytes(32).toString("hex"),
};

installDependencies(env);

step("Building the API, the storefront and the business app");
mustRun(
  "pnpm",
  [
    "exec",
    "turbo",
    "run",
    "build",
    "--filter=@storefront/api",
    "--filter=@storefront/storefront",
    "--filter=@storefront/business",
    "--output-logs=errors-only",
  ],
  { env },
);

step(
  env.DATABASE_URL
    ? "Migrating and seeding PostgreSQL"
    : `Migrating and seeding the embedded database in ${env.DATA_DIR}`,
);
mustRun("node", ["apps/api/dist/seed/seed-command.js"], { env: apiEnv });

step("Starting the API, the storefront and the business app (Ctrl-C stops them all)");
const services = [
  startService("api", "node", ["apps/api/dist/main.js"], { env: apiEnv }),
  startService("storefront", "node", ["apps/storefront/server-build/index.js"], { env }),
  startService("business", "node", ["apps/business/server-build/index.js"], { env: businessEnv }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of services) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    services.map((child) =>
      child.exitCode === null ? new Promise((r) => child.on("exit", r)) : null,
    ),
  ).then(() => process.exit(code));
}

for (const child of services) {
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`A service stopped (exit ${code}); stopping the others.`);
      stopAll(code || 1);
    }
  });
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

await waitForHttp(`http://127.0.0.1:${apiPort}/health`);
await waitForHttp(`http://127.0.0.1:${storefrontPort}/demo`);
await waitForHttp(`http://127.0.0.1:${businessPort}/sign-in`);
console.log(
  [
    "",
    `\u2714 The demo store is ready: http://localhost:${storefrontPort}/demo`,
    `  API: http://localhost:${apiPort}/webapp/v5/restaurant/demo`,
    `  Business app (the staff's order board): http://localhost:${businessPort}/sign-in?business=demo`,
    "    owner +96590000001 (password demo-owner-2026), manager +96590000002, kitchen +96590000003;",
    `    the code arrives in the development inbox: http://localhost:${apiPort}/dev/inbox?phone=%2B96590000003`,
    "",
  ].join("\n"),
);
