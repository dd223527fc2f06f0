// The audit after a load run (issue 17): what the clients were answered against what the database
// holds. Each finding is one line; an empty list is a run that kept every promise.
import type pg from "pg";
import type { Database } from "../src/db/database.js";
import { brokenWallets } from "../test/wallet-invariant.js";
import type { Ledger } from "./load-journeys.js";
import type { WebhookReceiver } from "./webhook-receiver.js";

async function rowsOf<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

/** Every broken promise, in words; `firstOrder` is the first order id the run could write. */
export async function audit(
  client: pg.Client,
  db: Database,
  ledger: Ledger,
  firstOrder: number,
  receiver: WebhookReceiver,
): Promise<string[]> {
  const findings = [...ledger.problems];

  // Every 2xx a client saw is exactly one stored order, none doubled.
  const answered = new Set<number>();
  for (const [key, ids] of ledger.orders) {
    if (ids.size > 1) findings.push(`key ${key} was answered with ${ids.size} different orders`);
    for (const id of ids) answered.add(id);
  }
  const written = await rowsOf<{ id: number }>(client, "select id from orders where id >= $1", [
    firstOrder,
  ]);
  const stored = new Set(written.map((row) => row.id));
  const unanswered = [...stored].filter((id) => !answered.has(id));
  const lost = [...answered].filter((id) => !stored.has(id));
  if (unanswered.length > 0) {
    findings.push(`${unanswered.length} orders stored that no client was answered`);
  }
  if (lost.length > 0) findings.push(`${lost.length} orders answered but not stored`);

  // Every approved payment settled once: one paid attempt per approved order, the order paid.
  const payments = await rowsOf<{ order_id: number; paid: string; status: string }>(
    client,
    `select o.id as order_id, o.payment_status as status,
            count(p.id) filter (where p.outcome = 'paid')::text as paid
       from orders o left join payments p on p.order_id = o.id
      where o.id = any($1::int[]) group by o.id`,
    [[...ledger.approvedOrders]],
  );
  for (const row of payments) {
    if (row.paid !== "1" || row.status !== "paid") {
      findings.push(`order ${row.order_id}: ${row.paid} paid attempts, payment ${row.status}`);
    }
  }
  if (payments.length !== ledger.approvedOrders.size) {
    findings.push(`${ledger.approvedOrders.size - payments.length} approved orders not stored`);
  }

  // Every approved package credited once.
  const purchases = await rowsOf<{ id: string; status: string; credits: string }>(
    client,
    `select p.id, p.status, count(l.id) filter (where l.kind = 'top_up')::text as credits
       from wallet_package_purchases p left join wallet_ledger l on l.purchase_id = p.id
      where p.id = any($1::text[]) group by p.id`,
    [[...ledger.approvedPurchases]],
  );
  for (const row of purchases) {
    if (row.status !== "paid" || row.credits !== "1") {
      findings.push(`purchase ${row.id}: ${row.status}, credited ${row.credits} times`);
    }
  }
  const purchaseKeys = [...ledger.purchases.values()].filter((ids) => ids.size > 1);
  if (purchaseKeys.length > 0) findings.push(`${purchaseKeys.length} purchase keys answered twice`);

  // The wallet ledger sums to every balance, and no balance is below zero.
  for (const wallet of await brokenWallets(db)) {
    findings.push(
      `wallet of ${wallet.user_id}: balance ${wallet.balance}, ledger ${wallet.ledger}`,
    );
  }

  // Coupon uses equal redemptions, and every coupon order of the run redeemed once.
  const coupons = await rowsOf<{ code: string; used: number; redeemed: string }>(
    client,
    `select c.code, c.used_count as used, count(r.order_id)::text as redeemed
       from coupons c left join coupon_redemptions r on r.coupon_id = c.id
      group by c.id having c.used_count <> count(r.order_id)`,
  );
  for (const row of coupons) {
    findings.push(`coupon ${row.code}: used ${row.used} times, redeemed ${row.redeemed}`);
  }
  const redeemed = await rowsOf<{ n: string }>(
    client,
    "select count(*)::text as n from coupon_redemptions where order_id = any($1::int[])",
    [[...ledger.couponOrders]],
  );
  if (Number(redeemed[0]?.n) !== ledger.couponOrders.size) {
    findings.push(`${ledger.couponOrders.size} coupon orders, ${redeemed[0]?.n} redemptions`);
  }

  // Every webhook event delivered, and received.
  const deliveries = await rowsOf<{ event_id: string; delivered: boolean }>(
    client,
    `select d.event_id, d.delivered_at is not null as delivered from webhook_deliveries d`,
  );
  const undelivered = deliveries.filter((row) => !row.delivered);
  if (undelivered.length > 0) findings.push(`${undelivered.length} webhook events undelivered`);
  const unheard = deliveries.filter((row) => !receiver.received.has(row.event_id));
  if (unheard.length > 0) findings.push(`${unheard.length} webhook events never reached`);
  const unpublished = await rowsOf<{ n: string }>(
    client,
    "select count(*)::text as n from outbox where published_at is null",
  );
  if (unpublished[0]?.n !== "0") findings.push(`${unpublished[0]?.n} outbox rows unpublished`);
  return findings;
}

/** Waits until the webhook workers have delivered everything due, for up to `seconds`. */
export async function webhooksSettled(client: pg.Client, seconds: number): Promise<boolean> {
  for (let waited = 0; waited < seconds; waited++) {
    const [row] = await rowsOf<{ n: string }>(
      client,
      `select ((select count(*) from outbox where published_at is null) +
               (select count(*) from webhook_deliveries
                 where delivered_at is null and failed_at is null))::text as n`,
    );
    if (row?.n === "0") return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}
