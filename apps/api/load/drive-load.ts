// One load run, shared by `test:load` and `test:faults`: a fresh database on the server, the
// stack on it, the customers' journeys (with `faults` played meanwhile), the audit and the report.
import { rmSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { createDatabase, seedDemo } from "../bench/bench-database.js";
import { openDatabase } from "../src/db/open-database.js";
import { CallLog } from "./call-log.js";
import { audit, webhooksSettled } from "./load-audit.js";
import { customerSessions, loadDemo, ownerSession } from "./load-demo.js";
import { LoadClients, newLedger } from "./load-journeys.js";
import { printReport } from "./load-report.js";
import { type LoadStack, startLoadStack } from "./load-stack.js";
import { auditTraces } from "./trace-audit.js";

export interface LoadRun {
  readonly title: string;
  readonly serverUrl: string;
  /** Customers at once, and the journeys they make in all. */
  readonly clients: number;
  readonly journeys: number;
  /** Played while the customers go on; its notes and findings go into the report. */
  readonly faults?: (stack: LoadStack) => Promise<FaultOutcome>;
}

export interface FaultOutcome {
  readonly notes: string[];
  readonly findings: string[];
}

/** Runs the load; true when the audit found nothing. */
export async function driveLoad(run: LoadRun): Promise<boolean> {
  const database = await createDatabase(run.serverUrl, "storefront_load");
  // A restart of the server ends this connection; the audit opens its own.
  database.client.on("error", () => {});
  try {
    console.log(`Seeding the demo into ${database.name}…`);
    seedDemo(database.url);
    const stack = await startLoadStack(database.url, 2, 2);
    const handle = await openDatabase({ engine: "postgres", url: database.url });
    try {
      const demo = await loadDemo(database.client, stack.storefront.address);
      const owner = await ownerSession(handle.db);
      const customers = await customerSessions(handle.db, run.clients);
      await subscribe(stack, owner);
      const { rows } = await database.client.query<{ next: number }>(
        "select coalesce(max(id), 0) + 1 as next from orders",
      );
      const firstOrder = rows[0]?.next ?? 1;

      const log = new CallLog();
      const ledger = newLedger();
      // Under faults a page may fail for a moment; only money calls must come through.
      const targets = { api: stack.api.address, storefront: stack.storefront.address };
      const load = new LoadClients(targets, demo, log, ledger, run.faults === undefined);
      console.log(
        `${run.clients} customers, ${run.journeys} journeys, through 2 API and 2 storefront processes…`,
      );
      const started = performance.now();
      let faultsDone = run.faults === undefined;
      const faults =
        run.faults?.(stack).finally(() => (faultsDone = true)) ??
        Promise.resolve({ notes: [], findings: [] });
      let next = 0;
      const customer = async (index: number) => {
        const token = customers[index] ?? "";
        // Journeys go on until both their count is reached and the faults are over.
        for (let journey = next++; journey < run.journeys || !faultsDone; journey = next++) {
          await journeyOf(journey, load, token, owner);
        }
      };
      await Promise.all(Array.from({ length: run.clients }, (_, index) => customer(index)));
      const played = await faults;
      while (load.waiting > 0) await load.moveOrders(owner);
      const seconds = (performance.now() - started) / 1000;

      const auditor = new pg.Client({ connectionString: database.url });
      await auditor.connect();
      const settled = await webhooksSettled(auditor, 180);
      const findings = await audit(auditor, handle.db, ledger, firstOrder, stack.receiver).finally(
        () => auditor.end(),
      );
      findings.push(...played.findings);
      if (!settled) findings.push("webhook deliveries still due after three minutes");
      const traces = await auditTraces(stack.collector, ledger.traced, run.faults === undefined);
      findings.push(...traces.findings);
      printReport({
        title: run.title,
        machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}, Node ${process.version}`,
        seconds,
        figures: log.figures(seconds),
        ledger,
        webhooks: stack.receiver.received.size,
        findings,
        notes: [...played.notes, traces.note, logsNote(stack.logs, findings.length === 0)],
      });
      return findings.length === 0;
    } finally {
      await handle.close();
      await stack.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * The processes' logs are kept for a run with findings, or when LOAD_KEEP_LOGS is set; a clean
 * run's are removed, so runs inside `npm test` leave nothing behind.
 */
function logsNote(folder: string, clean: boolean): string {
  if (!clean || process.env.LOAD_KEEP_LOGS) return `The processes' logs: ${folder}`;
  rmSync(folder, { recursive: true, force: true });
  return "The processes' logs were removed (a clean run; LOAD_KEEP_LOGS=1 keeps them).";
}

/** The owner subscribes the receiver to the order events, through the API. */
async function subscribe(stack: LoadStack, owner: string): Promise<void> {
  const subscribed = await fetch(`${stack.api.address}/business/v1/webhooks`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${owner}` },
    body: JSON.stringify({
      url: stack.receiver.address,
      events: ["order.created", "order.paid", "order.status_changed"],
    }),
  });
  if (subscribed.status !== 201) throw new Error(`webhook refused: ${await subscribed.text()}`);
}

/** The journey a customer makes as the run's `journey`th: six kinds in turn. */
async function journeyOf(journey: number, load: LoadClients, token: string, owner: string) {
  switch (journey % 6) {
    case 0:
      return load.browse();
    case 1:
      return load.fillCart();
    case 2:
      // Every fifth coupon order is sent twice at once, as a double click does.
      return load.cashOrderWithCoupon(journey % 5 === 2);
    case 3:
      // Every fourth payment is approved twice.
      return load.onlineOrder(journey % 4 === 3);
    case 4:
      return load.walletOrder(token);
    default:
      return load.moveOrders(owner);
  }
}
