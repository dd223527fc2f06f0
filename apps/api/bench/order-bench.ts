// `pnpm --filter @storefront/api bench`: calc-order and order placement against the built API in
// processes of its own (one, then two), the load generated in this process, then pgbench's
// TPC-B-like script on the same PostgreSQL server (QUALITY.md: orders/s at least 30 % of pgbench's
// TPS, nothing lost or doubled). Reports figures; never fails on them.
import os from "node:os";
import type { OrderRequestBody } from "@storefront/api-client";
import { type ApiProcess, startApi } from "./api-process.js";
import { createDatabase, countOrders, seedDemo } from "./bench-database.js";
import { benchOrder } from "./bench-order.js";
import { checkOrders, describeCheck } from "./order-check.js";
import {
  figuresOf,
  type Load,
  loadCalcOrder,
  loadOrders,
  type OrderLedger,
  placeOrder,
} from "./order-load.js";
import { initPgbench, runPgbench } from "./pgbench.js";
import { backendsOf, postmasterOf } from "./postgres-backends.js";
import { meterCpu } from "./process-cpu.js";
import { machineLine, type Row, table } from "./report.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const loadAtStart = os.loadavg()[0] ?? 0;

const database = await createDatabase(serverUrl, "storefront_bench");
const pgbenchDatabase = await createDatabase(serverUrl, "storefront_bench_pgbench");
const apis: ApiProcess[] = [];
try {
  console.log(`Seeding the demo into ${database.name}…`);
  seedDemo(database.url);
  const order = await benchOrder(database.client);
  const postmaster = await postmasterOf(database.client);
  const backends = (name: string) => (postmaster ? backendsOf(postmaster, name) : () => []);
  const { rows: versions } = await database.client.query<{ server_version: string }>(
    "show server_version",
  );

  /** Runs `load` with every process that takes part metered; CPU ms per answered request. */
  const measured = async (
    what: string,
    processes: readonly ApiProcess[],
    load: () => Promise<Load[]>,
  ): Promise<Row> => {
    const apiMeters = processes.map((api) => meterCpu(() => [api.pid]));
    const postgresMeter = meterCpu(backends(database.name));
    const loadMeter = meterCpu(() => [process.pid]);
    const loads = await load();
    const apiCpu = apiMeters.map((meter) => meter.stop());
    const postgresCpu = postgresMeter.stop();
    const loadCpu = loadMeter.stop();
    const figures = figuresOf(loads);
    return {
      what,
      ...figures,
      // Each API process's time over the requests it answered itself.
      api: loads.map((one, index) => (apiCpu[index] ?? 0) / figuresOf([one]).answered),
      postgres: postmaster ? postgresCpu / figures.answered : null,
      load: loadCpu / figures.answered,
    };
  };

  const rows: Row[] = [];
  const checks: string[] = [];
  /** Order placement spread over `processes`, `connections` in all; then the count. */
  const placeOrders = async (what: string, processes: readonly ApiProcess[]) => {
    const before = await countOrders(database.client);
    const ledgers: OrderLedger[] = [];
    const row = await measured(what, processes, () =>
      Promise.all(
        processes.map(async (api) => {
          const run = await loadOrders(api.address, order, connections / processes.length, seconds);
          ledgers.push(run.ledger);
          return run.load;
        }),
      ),
    );
    rows.push(row);
    checks.push(describeCheck(what, await checkOrders(database.client, before, ledgers, order)));
    return row;
  };

  console.log(`Measuring, ${seconds} s per run…`);
  const first = await startApi(database.url);
  apis.push(first);
  await warmUp(first.address, order);
  rows.push(
    await measured("POST calc-order (delivery, 1 line)", [first], async () => [
      await loadCalcOrder(first.address, order, connections, seconds),
    ]),
  );
  const alone = await placeOrders("POST webapp/order, one API process", [first]);
  const second = await startApi(database.url);
  apis.push(second);
  await warmUp(second.address, order);
  const both = await placeOrders("POST webapp/order, two API processes", [first, second]);
  await Promise.all(apis.splice(0).map((api) => api.stop()));

  initPgbench(pgbenchDatabase.url);
  const pgbench = await runPgbench(pgbenchDatabase.url, seconds, () =>
    meterCpu(backends(pgbenchDatabase.name)),
  );
  rows.push({
    what: "pgbench TPC-B-like (scale 1)",
    perSecond: pgbench.tps,
    p50: pgbench.p50,
    p99: pgbench.p99,
    api: null,
    postgres: postmaster ? pgbench.serverCpu / pgbench.transactions : null,
    load: pgbench.clientCpu / pgbench.transactions,
    ok: pgbench.transactions,
    failed: pgbench.failed,
  });

  const share = (row: Row) => `${((row.perSecond / pgbench.tps) * 100).toFixed(1)} %`;
  console.log(
    `\nOrders on PostgreSQL: ${seconds} s per run, ${connections} connections (${connections / 2} per process with two); CPU ms per answered request (pgbench: per transaction)${postmaster ? "" : "; PostgreSQL's CPU not visible from here"}\n`,
  );
  console.log(table(rows));
  console.log(
    `\norders/s ÷ pgbench TPS: one API process ${share(alone)}, two API processes ${share(both)} (QUALITY.md asks at least 30 %)`,
  );
  for (const check of checks) console.log(check);
  console.log(machineLine(versions[0]?.server_version ?? "?", loadAtStart));
} finally {
  await Promise.all(apis.map((api) => api.stop()));
  await database.drop();
  await pgbenchDatabase.drop();
}

/**
 * Orders placed (they must be, or there is nothing to measure) and prices asked, one at a time,
 * so that a new process has its code compiled and a connection open before it is measured.
 */
async function warmUp(address: string, order: OrderRequestBody): Promise<void> {
  for (let placed = 0; placed < 50; placed++) {
    const { status, answer } = await placeOrder(address, order);
    if (status !== 201) throw new Error(`the API refused the order (${status}): ${answer}`);
    await fetch(`${address}/service/pos/calc-order/${String(order.branch_id)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(order),
    }).then((response) => response.text());
  }
}
