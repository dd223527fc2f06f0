// `remix vite:build` until the browser's files are cut by the plan the build itself writes
// (page-kit-chunks.ts, ADR 075): once when the plan holds, twice after the imports changed.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const planFile = new URL("../.cache/page-kit-plan.json", import.meta.url);

function readPlan() {
  try {
    return readFileSync(planFile, "utf8");
  } catch {
    return null;
  }
}

for (let pass = 1; pass <= 3; pass++) {
  const plan = readPlan();
  const { status } = spawnSync("remix", ["vite:build"], { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
  if (readPlan() === plan) process.exit(0);
  console.log("The browser's files will be cut by the plan this build wrote: building again.");
}
console.error("The plan of the browser's files changed at every build.");
process.exit(1);
