// Reads what the test runners wrote, so the test script can end with one "N passed, N failed".
import { existsSync, readFileSync, rmSync } from "node:fs";

/** Counts of one runner's report, or null when it wrote none. */
export function readVitestReport(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

export function readPlaywrightReport(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

export function removeReport(file) {
  rmSync(file, { force: true });
}
