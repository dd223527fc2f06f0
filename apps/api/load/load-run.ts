// `pnpm test:load`: two API and two storefront processes on one PostgreSQL database (a throwaway
// one on the server `npm test` finds), each kind behind a round robin, under a bounded load of
// browsing, carts, orders with a coupon, online payments, wallet packages spent on orders and the
// owner moving orders on; then the audit (load-audit.ts). Prints throughput and p99 per call and
// exits 1 when the audit finds anything.
import os from "node:os";
import { createDatabase, seedDemo } from "../bench/bench-database.js";
import { openDatabase } from "../src/db/open-database.js";
import { CallLog } from "./call-log.js";
import { audit, webhooksSettled } from "./load-audit.js";
import { customerSessions, loadDemo, ownerSession } from "./load-demo.js";
import { LoadClients, newLedger } from "./load-journeys.js";
import { printReport } from "./load-report.js";
import { startLoadStack } from "./load-stack.js";

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Customers at once, and the journeys they make in all. */
const clients = Number(process.env.LOAD_CLIENTS ?? 12);
const journeys = Number(process.env.LOAD_JOURNEYS ?? 480);

const database = await createDatabase(serverUrl, "storefront_load");
let failed = true;
try {
  console.log(`Seeding the demo into ${database.name}…`);
  seedDemo(database.url);
  const stack = await startLoadStack(database.url, 2, 2);
  const handle = await openDatabase({ engine: "postgres", url: database.url });
  try {
    const demo = await loadDemo(database.client, stack.storefront.address);
    const owner = await ownerSession(handle.db);
    const customers = await customerSessions(handle.db, clients);
    const subscribed = await fetch(`${stack.api.address}/business/v1/webhooks`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${owner}` },
      body: JSON.stringify({
        url: stack.receiver.address,
        events: ["order.created", "order.paid", "order.status_changed"],
      }),
    });
    if (subscribed.status !== 201) throw new Error(`webhook refused: ${await subscribed.text()}`);
    const { rows } = await database.client.query<{ next: number }>(
      "select coalesce(max(id), 0) + 1 as next from orders",
    );
    const firstOrder = rows[0]?.next ?? 1;

    const log = new CallLog();
    const ledger = newLedger();
    const load = new LoadClients(
      { api: stack.api.address, storefront: stack.storefront.address },
      demo,
      log,
      ledger,
    );
    console.log(
      `${clients} customers, ${journeys} journeys, through 2 API and 2 storefront processes…`,
    );
    const started = performance.now();
    let next = 0;
    const customer = async (index: number) => {
      const token = customers[index] ?? "";
      for (let journey = next++; journey < journeys; journey = next++) {
        switch (journey % 6) {
          case 0:
            await load.browse();
            break;
          case 1:
            await load.fillCart();
            break;
          case 2:
            await load.cashOrderWithCoupon(journey % 5 === 2);
            break;
          case 3:
            await load.onlineOrder(journey % 4 === 3);
            break;
          case 4:
            await load.walletOrder(token);
            break;
          default:
            await load.moveOrders(owner);
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, index) => customer(index)));
    while (load.waiting > 0) await load.moveOrders(owner);
    const seconds = (performance.now() - started) / 1000;

    const settled = await webhooksSettled(database.client, 120);
    const findings = await audit(database.client, ledger, firstOrder, stack.receiver);
    if (!settled) findings.push("webhook deliveries still due after two minutes");
    printReport({
      title: "test:load",
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}, Node ${process.version}`,
      seconds,
      figures: log.figures(seconds),
      ledger,
      webhooks: stack.receiver.received.size,
      findings,
    });
    failed = findings.length > 0;
  } finally {
    await handle.close();
    await stack.stop();
  }
} finally {
  await database.drop();
}
process.exit(failed ? 1 : 0);
