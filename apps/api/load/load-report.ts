// The report of a load or fault run: one row per call, then what was placed and the audit.
import type { CallFigures } from "./call-log.js";
import type { Ledger } from "./load-journeys.js";

export interface LoadReport {
  readonly title: string;
  readonly machine: string;
  readonly seconds: number;
  readonly figures: readonly CallFigures[];
  readonly ledger: Ledger;
  /** Distinct webhook events the receiver was sent. */
  readonly webhooks: number;
  readonly findings: readonly string[];
  /** Extra lines: what the faults were and how long serving took to come back. */
  readonly notes?: readonly string[];
}

export function printReport(report: LoadReport): void {
  const answered = report.figures.reduce((sum, row) => sum + row.count, 0);
  console.log(`\n${report.title} on ${report.machine}: ${report.seconds.toFixed(1)} s`);
  console.log("| call | calls | per second | p50 ms | p99 ms | 5xx or no answer |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of [...report.figures].sort((a, b) => a.call.localeCompare(b.call))) {
    console.log(
      `| ${row.call} | ${row.count} | ${row.perSecond.toFixed(1)} | ${row.p50.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.failed} |`,
    );
  }
  console.log(`| all | ${answered} | ${(answered / report.seconds).toFixed(1)} | | | |`);
  const orders = [...report.ledger.orders.values()].filter((ids) => ids.size > 0).length;
  console.log(
    `\n${orders} orders answered (${report.ledger.approvedOrders.size} paid online, ${report.ledger.couponOrders.size} with the coupon), ${report.ledger.approvedPurchases.size} wallet packages bought, ${report.webhooks} webhook events received.`,
  );
  for (const note of report.notes ?? []) console.log(note);
  if (report.findings.length === 0) {
    console.log(
      "Audit: every 2xx is one stored order, none doubled; every approved payment settled once; every wallet's ledger sums to its balance; coupon uses equal redemptions; every webhook event delivered.",
    );
  } else {
    console.log(`Audit: ${report.findings.length} findings`);
    for (const finding of report.findings.slice(0, 40)) console.log(`  !!! ${finding}`);
  }
}
