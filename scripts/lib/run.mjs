// Running commands for the start and test scripts: plain Node, no dependencies, so they work
// before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));

/** Prints a step heading. */
export function step(text) {
  console.log(`\n\u25b6 ${text}`);
}

/** Runs a command to its end with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Runs a command and fails the whole script when it fails. */
export function mustRun(command, args, options = {}) {
  const code = run(command, args, options);
  if (code !== 0) {
    console.error(`\n\u2716 ${command} ${args.join(" ")} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Runs a command quietly and returns its trimmed output, or null when it fails. */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8", ...options });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Starts a long-running command; its output is prefixed with a name. */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], ...options });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => `[${name}] ${line}\n`)
      .join("");
  child.stdout.on("data", (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on("data", (chunk) => process.stderr.write(prefix(chunk)));
  return child;
}

/** Whether the current user is root (apt-get and initdb need to know). */
export function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}
