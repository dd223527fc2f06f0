// `pnpm --filter @storefront/api bench`: calc-order and order placement on PostgreSQL, and order
// placement beside pgbench's built-in TPC-B-like script on the same database (QUALITY.md: orders/s
// at least 30 % of pgbench's TPS, nothing lost or doubled). Reports figures; never fails on them.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import autocannon from "autocannon";
import { count, inArray } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { openDatabase } from "../src/db/open-database.js";
import { orders } from "../src/db/schema/index.js";
import { seedDemo } from "../src/seed/seed-demo.js";
import { onServer, serverDatabaseUrl } from "../test/database-server.js";
import { orderExamples } from "@storefront/api-client";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Monday 23 November 2026, 12:00 in Kuwait: the demo's Salmiya branch delivers.
const now = new Date("2026-11-23T09:00:00Z");

const name = `storefront_bench_${randomBytes(4).toString("hex")}`;
await onServer(serverUrl, `create database "${name}"`);
const url = serverDatabaseUrl(serverUrl, name);
const database = await openDatabase({ engine: "postgres", url });

interface Figures {
  what: string;
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}
const results: Figures[] = [];

try {
  await database.migrate();
  await seedDemo(database.db);
  const app = buildApp({ db: database.db, logger: false, clock: () => now });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });

  const run = async (
    what: string,
    path: string,
    options: Omit<autocannon.Options, "url">,
  ): Promise<Figures> => {
    const result = await autocannon({
      ...options,
      url: `${address}${path}`,
      connections,
      duration: seconds,
    });
    const figures = {
      what,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result["2xx"],
      failed: result.non2xx + result.errors + result.timeouts,
    };
    results.push(figures);
    return figures;
  };
  const json = { "content-type": "application/json" };
  const delivery = JSON.stringify(orderExamples.delivery);
  // Every order answered 201, by id: each must be in the database afterwards.
  const answered: number[] = [];
  const placeOrders = (what: string) =>
    run(what, "/webapp/order", {
      requests: [
        {
          method: "POST",
          // A new key per request: every request is a new order.
          setupRequest: (request) => ({
            ...request,
            headers: { ...json, "idempotency-key": randomBytes(12).toString("base64url") },
            body: delivery,
          }),
          onResponse: (status, body) => {
            if (status === 201) answered.push(JSON.parse(body).order.id);
          },
        },
      ],
    });
  const storedOrders = async () =>
    (await database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

  await run("POST calc-order (delivery, 1 line)", "/service/pos/calc-order/1", {
    method: "POST",
    headers: json,
    body: delivery,
  });
  const alone = await placeOrders("POST webapp/order (alone)");

  // pgbench's TPC-B-like script on the same database, alone, then beside order placement.
  execFileSync("pgbench", ["-i", "-s", "10", "-q", url], { stdio: "ignore" });
  const pgbench = () =>
    new Promise<number>((resolve, reject) => {
      const child = spawn("pgbench", [
        "-c",
        String(connections),
        "-j",
        "2",
        "-T",
        String(seconds),
        url,
      ]);
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.on("error", reject);
      child.on("close", () => resolve(Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? 0)));
    });
  const tpsAlone = await pgbench();
  const sentBefore = answered.length;
  const before = await storedOrders();
  const [tpsBeside, beside] = await Promise.all([
    pgbench(),
    placeOrders("POST webapp/order (beside pgbench)"),
  ]);
  const written = (await storedOrders()) - before;
  const found = (
    await database.db
      .select({ n: count() })
      .from(orders)
      .where(
        inArray(orders.id, answered.slice(sentBefore).length ? answered.slice(sentBefore) : [0]),
      )
  )[0]?.n;
  await app.close();

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(
    `\nOrders on PostgreSQL, ${seconds} s each, ${connections} connections, ${os.cpus().length} × ${cpu}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log("| what | req/s | p50 ms | p99 ms | 2xx | other |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const figure of results) {
    console.log(
      `| ${figure.what} | ${figure.perSecond.toFixed(1)} | ${figure.p50} | ${figure.p99} | ${figure.ok} | ${figure.failed} |`,
    );
  }
  console.log(
    `\npgbench TPC-B-like alone: ${tpsAlone.toFixed(1)} TPS; beside order placement: ${tpsBeside.toFixed(1)} TPS`,
  );
  console.log(
    `orders/s alone: ${alone.perSecond.toFixed(1)} (${((alone.perSecond / tpsAlone) * 100).toFixed(0)} % of pgbench alone); beside: ${beside.perSecond.toFixed(1)} (${((beside.perSecond / tpsBeside) * 100).toFixed(0)} % of pgbench beside it)`,
  );
  console.log(
    `beside pgbench: ${answered.length - sentBefore} orders answered 201, ${found} of them in the database (${found === answered.length - sentBefore ? "none lost" : "LOST ORDERS"}); ${written} written in all, one per key (requests in flight when the load stops are written, their answers not counted)`,
  );
} finally {
  await database.close();
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
}
