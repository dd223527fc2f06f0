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

for (let build = 1; build <= 3; build++) {
  const plan = readPlan();
  // `pnpm build` puts the package's own bin folder, with `remix`, on the PATH.
  const { status, error } = spawnSync("remix", ["vite:build"], { stdio: "inherit" });
  if (error) console.error(`Could not run remix: ${error.message}`);
  if (status !== 0) process.exit(status ?? 1);
  if (readPlan() === plan) process.exit(0);
  console.log("The browser's files will be cut by the plan this build wrote: building again.");
}
// The last build is sound, only cut otherwise than planned; page-code.spec.ts checks the cut.
console.warn("The plan of the browser's files changed at every build: keeping the last build.");
