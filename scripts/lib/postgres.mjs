// A PostgreSQL for the API tests: DATABASE_URL if set; else a server on 127.0.0.1:5432 if one
// answers; else a throwaway cluster from the installed binaries (installing Debian's
// `postgresql` when absent), removed afterwards.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { aptInstall } from "./apt.mjs";
import { capture, isRoot, mustRun, root, run, step } from "./run.mjs";

const localUrl = "postgres://postgres@127.0.0.1:5432/postgres";

async function answers(url) {
  const pg = createRequire(path.join(root, "apps/api/package.json"))("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function postgresBin() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(base, newest, "bin") : null;
}

function installPostgres() {
  step("Installing Debian's postgresql");
  aptInstall("--no-install-recommends", "postgresql");
}

/** Starts a private cluster on a free port; initdb refuses root, so it runs as `postgres` then. */
export function startThrowawayCluster() {
  let bin = postgresBin();
  if (!bin) {
    installPostgres();
    bin = postgresBin();
  }
  if (!bin) throw new Error("No PostgreSQL binaries found after installing postgresql");
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-pg-"));
  chmodSync(dir, 0o777);
  const asOwner = (args) =>
    isRoot() ? ["runuser", ["-u", "postgres", "--", ...args]] : [args[0], args.slice(1)];
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const data = path.join(dir, "data");
  step(`Starting a throwaway PostgreSQL on 127.0.0.1:${port}`);
  const [initCmd, initArgs] = asOwner([
    path.join(bin, "initdb"),
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-instructions",
  ]);
  mustRun(initCmd, initArgs, { stdio: "ignore" });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args) => asOwner([path.join(bin, "pg_ctl"), "-D", data, ...args]);
  const [startCmd, startArgs] = pgCtl("-o", options, "-l", path.join(dir, "log"), "-w", "start");
  mustRun(startCmd, startArgs, { stdio: "ignore" });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops it as a crash does (no checkpoint) and starts it again; resolves when it accepts. */
    async restart() {
      const [restartCmd, restartArgs] = pgCtl(
        "-o",
        options,
        "-l",
        path.join(dir, "log"),
        "-m",
        "immediate",
        "-w",
        "restart",
      );
      const child = spawn(restartCmd, restartArgs, { stdio: "ignore" });
      const [code] = await once(child, "exit");
      if (code !== 0) throw new Error(`pg_ctl restart failed (exit ${code})`);
    },
    stop() {
      const [stopCmd, stopArgs] = pgCtl("-m", "fast", "-w", "stop");
      run(stopCmd, stopArgs, { stdio: "ignore" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Returns `{ url, stop }`: a reachable PostgreSQL, and how to remove it when it was ours. */
export async function ensurePostgres() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop() {} };
  if (await answers(localUrl)) return { url: localUrl, stop() {} };
  if (!capture("sh", ["-c", "command -v runuser"]) && isRoot())
    throw new Error("runuser is needed to run initdb as postgres");
  return startThrowawayCluster();
}
