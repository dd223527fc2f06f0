import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./chromium";

// The built API (on a fresh embedded database), the built storefront and the built business app,
// on ports of their own so a running `npm start` does not disturb the journeys.
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..");
// E2E_PORT_BASE moves them all, so two checkouts can run their journeys at once.
const portBase = Number(process.env.E2E_PORT_BASE ?? 100);
const apiPort = 4000 + portBase;
const storefrontPort = 3000 + portBase;
const businessPort = 3100 + portBase;

const behaviourOnly = [
  "accounts",
  "arrival",
  "banners-and-hosts",
  "branches",
  "build-updates",
  "business-board",
  "business-menu",
  "business-no-script",
  "checkout-holds",
  "checkout-machine",
  "delivery-steps",
  "errors-and-meta",
  "feedback",
  "guest-phone",
  "locations",
  "markup",
  "menu-cards",
  "money",
  "order-page",
  "ordering",
  "page-cache",
  "page-code",
  "past-orders",
  // It pauses a branch: two projects at once would resume each other's pause.
  "pause",
  "pixels",
  "reservations",
  "security",
  "wallet",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests",
  outputDir: "test-results",
  fullyParallel: true,
  // A journey that signs in and orders makes many round trips; on two shared cores it can pass
  // Playwright's default 30 s without anything being wrong.
  timeout: 60_000,
  // A page drawn after a client-side navigation can take a few seconds there too.
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [
    ["list"],
    ["json", { outputFile: ".reports/playwright.json" }],
    ["html", { open: "never", outputFolder: "playwright-report" }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${storefrontPort}`,
    // The journeys photograph the pages worth looking at themselves (`shot`); a failure adds one.
    screenshot: "only-on-failure",
    // Recording a trace for every journey, to keep only a failed one's, cost a sixth of the run;
    // a failed journey is run again with `--trace on`.
    trace: "off",
    launchOptions,
  },
  projects: [
    { name: "phone", use: { ...devices["Pixel 7"], defaultBrowserType: "chromium" } },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      // Journeys whose outcome does not depend on the screen's width run on the phone only:
      // the desktop repeats the pages whose layout, pictures, theme or language change with it.
      testIgnore: behaviourOnly,
      // Nor do dark colours, fonts, routing and the Arabic pages' axe runs: the phone checks them.
      grepInvert:
        /dark mode \(spec 4|type faces |routing rules |in ar the .+ page has no accessibility/,
    },
  ],
  webServer: [
    {
      command: "node apps/api/dist/seed/seed-command.js --reset && node apps/api/dist/main.js",
      cwd: repo,
      url: `http://127.0.0.1:${apiPort}/health`,
      env: {
        API_PORT: String(apiPort),
        API_HOST: "127.0.0.1",
        DATA_DIR: path.join(here, ".cache", `data-${apiPort}`),
        LOG_LEVEL: "warn",
        // The sandbox payment page is reached by the browser, and pays back to the storefront.
        PUBLIC_API_URL: `http://127.0.0.1:${apiPort}/`,
        PAYMENT_RETURN_ORIGINS: `http://127.0.0.1:${storefrontPort}`,
        // The journeys pay through the sandbox, whatever mode the API runs in (ADR 035).
        PAYMENT_SANDBOX_IN_PRODUCTION: "i-understand-payers-can-approve-their-own-payments",
        // Some journeys move orders on as a kitchen would, without the business app.
        DEV_ROUTES: "true",
        // Every journey's browser calls from 127.0.0.1: one client to the API (ADR 025, ADR 038).
        CODES_PER_CLIENT_PER_HOUR: "1000",
        ORDERS_PER_CLIENT_PER_HOUR: "1000",
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: "node apps/storefront/server-build/index.js",
      cwd: repo,
      url: `http://127.0.0.1:${storefrontPort}/demo`,
      env: {
        STOREFRONT_PORT: String(storefrontPort),
        API_BASE_URL: `http://127.0.0.1:${apiPort}/`,
        NODE_ENV: "production",
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // The staff's app: the board, tickets, reservations, pauses (docs/decisions/063-business-app.md).
      command: "node apps/business/server-build/index.js",
      cwd: repo,
      url: `http://127.0.0.1:${businessPort}/sign-in`,
      env: {
        BUSINESS_PORT: String(businessPort),
        BUSINESS_HOST: "127.0.0.1",
        API_BASE_URL: `http://127.0.0.1:${apiPort}/`,
        BUSINESS_SESSION_SECRET: "the-journeys-own-business-session-secret",
        NODE_ENV: "production",
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
