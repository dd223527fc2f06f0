// Running commands for the start and test scripts: plain Node, no dependencies, so they work
// before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));

const steps = [];

/** Prints a step heading; the previous step's time ends here. */
export function step(text) {
  endStep();
  steps.push({ text, start: Date.now(), seconds: null });
  console.log(`\n\u25b6 ${text}`);
}

function endStep() {
  const last = steps.at(-1);
  if (last && last.seconds === null) last.seconds = (Date.now() - last.start) / 1000;
}

/** Prints how long each step took, so a slow one shows in every run's log. */
export function printStepTimes() {
  endStep();
  if (steps.length === 0) return;
  const width = Math.max(...steps.map((s) => s.text.length));
  console.log("\nStep times:");
  for (const { text, seconds } of steps)
    console.log(`  ${text.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${"total".padEnd(width)}  ${process.uptime().toFixed(0).padStart(5)} s`);
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

/**
 * Runs a command to its end like `run`, but stops it with everything it started (its process
 * group) once it has run `minutes`: a hung test fails its step in words instead of holding the
 * whole run until CI gives up. Resolves to its exit code, 1 when stopped.
 */
export function runWithin(minutes, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      ...options,
      // Its own process group, so that stopping it reaches turbo's, vitest's and the browsers' children.
      detached: true,
    });
    const stop = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group has ended already
      }
    };
    const forward = () => stop("SIGINT");
    process.on("SIGINT", forward);
    const timer = setTimeout(
      () => {
        console.error(
          `\n\u2716 ${command} ${args.join(" ")} still ran after ${minutes} minutes: stopped as hung`,
        );
        stop("SIGKILL");
      },
      minutes * 60 * 1000,
    );
    const done = (code) => {
      clearTimeout(timer);
      process.off("SIGINT", forward);
      resolve(code);
    };
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      done(1);
    });
    child.on("exit", (code) => done(code ?? 1));
  });
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
