// `npm test`: installs what is missing, then runs every check and test of the project and ends
// with one line "N passed, N failed".
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { ensureChromium } from "./lib/chromium.mjs";
import { ensureJava } from "./lib/java.mjs";
import { ensurePnpm, installDependencies } from "./lib/pnpm.mjs";
import { ensurePostgres } from "./lib/postgres.mjs";
import { readPlaywrightReport, readVitestReport, removeReport } from "./lib/reports.mjs";
import { printStepTimes, root, runWithin, step } from "./lib/run.mjs";

const totals = { passed: 0, failed: 0, skipped: 0 };

// Minutes a step may run before it counts as hung and is stopped: each about three times its
// usual time on this 2-core machine, so that a stall fails in words within CI's 90 minutes.
const limits = { checks: 10, unit: 20, journeys: 45 };
const failures = [];

function count(label, result, exitCode) {
  if (result) {
    totals.passed += result.passed;
    totals.failed += result.failed;
    totals.skipped += result.skipped;
  }
  // A runner that failed without reporting a failed test (it could not start, say) counts once.
  if (exitCode !== 0 && (!result || result.failed === 0)) totals.failed += 1;
  if (exitCode !== 0) failures.push(label);
}

/** Reads turbo's run summary: each package's lint or typecheck counts as one check, and a failed build it needed as one failure. */
function countTurboChecks(since) {
  const runs = path.join(root, ".turbo", "runs");
  const newest = readdirSync(runs)
    .map((name) => path.join(runs, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return null;
  const summary = JSON.parse(readFileSync(newest, "utf8"));
  const checks = { passed: 0, failed: 0, skipped: 0 };
  for (const task of summary.tasks ?? []) {
    if (task.command === "<NONEXISTENT>") continue;
    const isCheck = task.task === "lint" || task.task === "typecheck";
    if (task.execution?.exitCode === 0) checks.passed += isCheck ? 1 : 0;
    else {
      checks.failed += 1;
      failures.push(task.taskId);
    }
  }
  return checks;
}

const env = { ...ensurePnpm(), CI: process.env.CI ?? "" };
installDependencies(env);
env.CHROMIUM_PATH = ensureChromium();
ensureJava();
const postgres = await ensurePostgres();

try {
  step("Lint and typecheck");
  const checksStart = Date.now() - 1000;
  const checksExit = await runWithin(
    limits.checks,
    "pnpm",
    [
      "exec",
      "turbo",
      "run",
      "lint",
      "typecheck",
      "--continue",
      "--summarize",
      "--output-logs=errors-only",
    ],
    { env },
  );
  const checks = countTurboChecks(checksStart);
  if (checks) {
    totals.passed += checks.passed;
    totals.failed += checks.failed;
  } else if (checksExit !== 0) count("lint and typecheck", null, checksExit);

  step("Formatting (Prettier)");
  const formatExit = await runWithin(
    limits.checks,
    "pnpm",
    ["exec", "prettier", "--check", "--log-level=warn", "."],
    { env },
  );
  count("formatting", { passed: formatExit === 0 ? 1 : 0, failed: 0, skipped: 0 }, formatExit);

  const packages = [
    "packages/domain",
    "packages/api-client",
    "apps/api",
    "apps/storefront",
    "apps/business",
  ];
  const unitReports = packages.map((dir) => path.join(root, dir, ".reports", "vitest.json"));
  unitReports.forEach(removeReport);
  step("Unit, property and API tests (API on PGlite)");
  const unitExit = await runWithin(
    limits.unit,
    "pnpm",
    ["exec", "turbo", "run", "test", "--continue", "--output-logs=new-only"],
    { env },
  );
  const failuresBefore = failures.length;
  for (const [index, file] of unitReports.entries()) {
    const result = readVitestReport(file);
    count(packages[index], result, result && result.failed === 0 ? 0 : 1);
  }
  // turbo failed although every report is green: a package without a report, or a crash.
  if (unitExit !== 0 && failures.length === failuresBefore) count("unit tests", null, unitExit);

  step(`API tests on PostgreSQL (${postgres.url.replace(/\/\/[^@]*@/, "//")})`);
  const pgReport = path.join(root, "apps/api/.reports/vitest-pg.json");
  removeReport(pgReport);
  const pgExit = await runWithin(
    limits.unit,
    "pnpm",
    ["--filter", "@storefront/api", "run", "test:pg"],
    {
      env: { ...env, DATABASE_URL: postgres.url },
    },
  );
  count("API tests on PostgreSQL", readVitestReport(pgReport), pgExit);

  step("Build");
  const buildExit = await runWithin(
    limits.checks,
    "pnpm",
    ["exec", "turbo", "run", "build", "--output-logs=errors-only"],
    {
      env,
    },
  );
  if (buildExit !== 0) count("build", null, buildExit);

  // ADR 068: a short load and a short fault run of several processes on one PostgreSQL; the
  // long ones are `pnpm test:load` and `pnpm test:faults`.
  for (const [label, script] of [
    ["load on several processes", "test:load"],
    ["faults under load", "test:faults"],
  ]) {
    step(`The audit after ${label}`);
    const exit =
      buildExit === 0
        ? await runWithin(limits.checks, "pnpm", ["--filter", "@storefront/api", "run", script], {
            env: { ...env, DATABASE_URL: postgres.url, LOAD_CLIENTS: "6", LOAD_JOURNEYS: "120" },
          })
        : 1;
    count(label, { passed: exit === 0 ? 1 : 0, failed: 0, skipped: 0 }, exit);
  }

  step("End-to-end journeys in Chromium");
  const e2eReport = path.join(root, "e2e/.reports/playwright.json");
  removeReport(e2eReport);
  rmSync(path.join(root, "e2e/.cache"), { recursive: true, force: true });
  const e2eExit =
    buildExit === 0
      ? await runWithin(limits.journeys, "pnpm", ["--filter", "@storefront/e2e", "run", "e2e"], {
          env,
        })
      : 1;
  count("end-to-end journeys", readPlaywrightReport(e2eReport), e2eExit);
} finally {
  postgres.stop();
}

printStepTimes();

if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
