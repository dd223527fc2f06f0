// pnpm, the version in package.json's packageManager: the one on PATH when it matches, else a
// private copy installed with npm into .tools/ (no root, no global change).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { capture, mustRun, root, step } from "./run.mjs";

const wanted = JSON.parse(
  readFileSync(path.join(root, "package.json"), "utf8"),
).packageManager.split("@")[1];
const toolsBin = path.join(root, ".tools", "node_modules", ".bin");

/**
 * Makes sure the wanted pnpm runs, puts it first on PATH (turbo calls `pnpm` by name) and returns
 * the environment to run children with.
 */
export function ensurePnpm() {
  const env = { ...process.env, PATH: `${toolsBin}${path.delimiter}${process.env.PATH ?? ""}` };
  if (capture("pnpm", ["--version"], { env }) === wanted) return env;
  step(`Installing pnpm ${wanted} into .tools/`);
  mustRun("npm", [
    "install",
    "--prefix",
    path.join(root, ".tools"),
    "--no-save",
    "--no-package-lock",
    "--no-audit",
    "--no-fund",
    `pnpm@${wanted}`,
  ]);
  if (
    !existsSync(path.join(toolsBin, "pnpm")) ||
    capture("pnpm", ["--version"], { env }) !== wanted
  ) {
    console.error(`pnpm ${wanted} could not be installed.`);
    process.exit(1);
  }
  return env;
}

/** Installs the workspace's dependencies exactly as the lockfile says. */
export function installDependencies(env) {
  step("Installing dependencies from the lockfile");
  mustRun("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], { env });
}
