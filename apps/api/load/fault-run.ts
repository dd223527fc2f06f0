// `pnpm test:faults`: the load of `test:load` on a throwaway PostgreSQL cluster of its own (never a
// shared server), while an API process is killed with SIGKILL in the middle of orders and started
// again, the webhook receiver is down for a while, and PostgreSQL is stopped as a crash stops it
// and started again. Clients send their money calls again with the same idempotency keys; the
// same audit must pass. Reports how long each fault kept a process from serving.
import { startThrowawayCluster, type ThrowawayCluster } from "../../../scripts/lib/postgres.mjs";
import { driveLoad, type FaultOutcome } from "./drive-load.js";
import type { LoadStack } from "./load-stack.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/** Whether `url` answers 200 now. */
async function serves(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Waits until every API process answers /health and every storefront process its home, for up
 * to a minute; the seconds it took from `started`, or null when one never served again.
 */
async function everyProcessServes(stack: LoadStack, started: number): Promise<number | null> {
  const urls = [
    ...stack.apis.map((api) => `${api.address}/health`),
    ...stack.storefrontAddresses.map((address) => `${address}/demo`),
  ];
  while (performance.now() - started < 60_000) {
    const answers = await Promise.all(urls.map(serves));
    if (answers.every(Boolean)) return (performance.now() - started) / 1000;
    await pause(100);
  }
  return null;
}

/** The line of a fault: how long until every process served again, or a finding. */
function served(what: string, seconds: number | null, outcome: FaultOutcome): void {
  if (seconds === null) outcome.findings.push(`${what}: a process did not serve again within 60 s`);
  else outcome.notes.push(`${what}: every process serving again ${seconds.toFixed(1)} s later.`);
}

async function playFaults(stack: LoadStack, cluster: ThrowawayCluster): Promise<FaultOutcome> {
  const outcome: FaultOutcome = { notes: [], findings: [] };
  await pause(3000);

  console.log("Killing an API process with SIGKILL…");
  let started = performance.now();
  await stack.restartApi(0);
  served(
    "An API process killed with SIGKILL mid-load",
    await everyProcessServes(stack, started),
    outcome,
  );
  await pause(2000);

  console.log("The webhook receiver goes down for 10 s…");
  stack.receiver.down = true;
  await pause(10_000);
  stack.receiver.down = false;
  outcome.notes.push("The webhook receiver answered 503 for 10 s.");
  await pause(2000);

  console.log("Stopping PostgreSQL as a crash does, and starting it again…");
  started = performance.now();
  await cluster.restart();
  served(
    `PostgreSQL stopped as a crash stops it and started again (${since(started)} s)`,
    await everyProcessServes(stack, started),
    outcome,
  );
  await pause(3000);
  return outcome;
}

const cluster = startThrowawayCluster();
let sound = false;
try {
  sound = await driveLoad({
    title: "test:faults",
    serverUrl: cluster.url,
    clients: Number(process.env.LOAD_CLIENTS ?? 12),
    journeys: Number(process.env.LOAD_JOURNEYS ?? 480),
    faults: (stack) => playFaults(stack, cluster),
  });
} finally {
  cluster.stop();
}
process.exit(sound ? 0 : 1);
