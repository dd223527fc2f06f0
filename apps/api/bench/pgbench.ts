// pgbench's built-in TPC-B-like script, the yardstick QUALITY.md measures order placement against.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type CpuMeter, meterCpu } from "./process-cpu.js";

/** Creates pgbench's tables at scale 1 in the database `url` names. */
export function initPgbench(url: string): void {
  execFileSync("pgbench", ["-i", "-s", "1", "-q", url], { stdio: ["ignore", "ignore", "pipe"] });
}

export interface PgbenchFigures {
  readonly tps: number;
  readonly transactions: number;
  readonly failed: number;
  /** From pgbench's log of every transaction: it prints no percentiles of its own. */
  readonly p50: number;
  readonly p99: number;
  /** CPU ms of the pgbench client itself, and of what `serverMeter` watched. */
  readonly clientCpu: number;
  readonly serverCpu: number;
}

/** Runs `pgbench -c 10 -j 2 -T <seconds>`, the server's CPU metered over the same time. */
export async function runPgbench(
  url: string,
  seconds: number,
  serverMeter: () => CpuMeter,
): Promise<PgbenchFigures> {
  const logs = mkdtempSync(path.join(os.tmpdir(), "order-bench-pgbench-"));
  try {
    const child = spawn(
      "pgbench",
      ["-c", "10", "-j", "2", "-T", String(seconds), "-l", `--log-prefix=${logs}/tx`, url],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const server = serverMeter();
    const client = meterCpu(() => (child.pid ? [child.pid] : []));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, "close")) as [number | null];
    const serverCpu = server.stop();
    const clientCpu = client.stop();
    if (code !== 0) throw new Error(`pgbench failed (${code}):\n${output}`);
    const figure = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
    const latencies = transactionLatencies(logs);
    return {
      tps: figure(/tps = ([\d.]+)/),
      transactions: figure(/number of transactions actually processed: (\d+)/),
      failed: figure(/number of failed transactions: (\d+)/),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      clientCpu,
      serverCpu,
    };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}

/** The latency of each transaction in ms: the third field of each line, in microseconds. */
function transactionLatencies(folder: string): number[] {
  return readdirSync(folder)
    .flatMap((file) => readFileSync(path.join(folder, file), "utf8").split("\n"))
    .filter(Boolean)
    .map((line) => Number(line.split(" ")[2]) / 1000)
    .sort((a, b) => a - b);
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}
