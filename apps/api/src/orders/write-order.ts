import type { Database } from "../db/database.js";
import { preparedQuery } from "../db/prepared-query.js";

/** The writes of an order's statement, in order. */
export type OrderWrite = "order" | "lines" | "coupon" | "wallet" | "event" | "payment" | "outbox";

/** An order as it is written: the `orders` row by column name, and what goes with it. */
export interface OrderWriting {
  /** The catalogue revision it was priced at: at any other, nothing is written. */
  readonly revision: number;
  readonly order: Readonly<Record<string, unknown>> & { readonly user_id: number | null };
  readonly lines: readonly Readonly<Record<string, unknown>>[];
  readonly coupon: { readonly id: number; readonly amount: number } | null;
  /** The wallet's part, taken from the customer's wallet; 0 for none. */
  readonly walletAmount: number;
  readonly reservationId: number | null;
  /** The online payment, its `return_url` with `{order}` still in it; null for none. */
  readonly payment: Readonly<Record<string, unknown>> | null;
  readonly now: Date;
  /** Tests make the statement fail right after this write, to prove it leaves nothing behind. */
  readonly failAfter?: OrderWrite | undefined;
}

/** What the statement answers: the new order, or nothing when the catalogue moved on. */
export type OrderWritten = { readonly id: number; readonly createdAt: Date } | "stale";

/** The statement's part that each write is, by the name its rows are returned under. */
const partOfWrite: Record<OrderWrite, string> = {
  order: "placed",
  lines: "lines",
  coupon: "redemption",
  wallet: "ledger",
  event: "event",
  payment: "payment",
  outbox: "message",
};

// One statement, so one round trip and all or nothing without a transaction of its own. The
// order is written only at the catalogue revision it was priced at, its updated_at by the
// server's clock like every later change's, so the till's cursor (ADR 060) orders creation and
// moves by one clock. The coupon's use and the wallet's debit are conditional updates (concurrent
// requests wait on the row, then see the new count or balance); when one takes nothing, the row
// that depends on it gets a null where the schema requires a value, and the NOT NULL constraint
// fails the whole statement.
const parts = `
placed as (
  insert into orders (business_id, branch_id, user_id, access_key, idempotency_key, request_hash,
    status, order_type, selling_type, payment_type, payment_status, currency, total, customer_name,
    phone, scheduled_for, request, breakdown, priced_from, details, language, updated_at)
  select o.business_id, o.branch_id, o.user_id, o.access_key, o.idempotency_key, o.request_hash,
    o.status, o.order_type, o.selling_type, o.payment_type, o.payment_status, o.currency, o.total,
    o.customer_name, o.phone, o.scheduled_for, o.request, o.breakdown, o.priced_from, o.details,
    coalesce(o.language, 'en'), $8::timestamptz
  from jsonb_populate_record(null::orders, $2::jsonb) o
  where (select revision from catalogue_revision where id = 1) = $1::bigint
  returning id, user_id, business_id, branch_id, currency, status, total, created_at
),
lines as (
  insert into order_lines (order_id, position, item_id, price_label_id, quantity, modifiers,
    comment, unit_price, total_price, discount_id)
  select placed.id, l.position, l.item_id, l.price_label_id, l.quantity, l.modifiers, l.comment,
    l.unit_price, l.total_price, l.discount_id
  from placed, jsonb_populate_recordset(null::order_lines, $3::jsonb) l
  returning order_id
),
used_coupon as (
  update coupons set used_count = used_count + 1 from placed
  where coupons.id = $4::int
    and (coupons.usage_limit is null or coupons.used_count < coupons.usage_limit)
  returning coupons.id
),
redemption as (
  insert into coupon_redemptions (order_id, coupon_id, amount)
  select placed.id, (select id from used_coupon), $5::bigint from placed where $4::int is not null
  returning order_id
),
debit as (
  update wallets set balance = wallets.balance - $6::bigint, updated_at = $8::timestamptz
  from placed
  where $6::bigint > 0 and wallets.user_id = placed.user_id and wallets.balance >= $6::bigint
  returning wallets.user_id
),
ledger as (
  insert into wallet_ledger (user_id, business_id, kind, amount, currency, order_id, created_at)
  select (select user_id from debit), placed.business_id, 'order_debit', -$6::bigint,
    placed.currency, placed.id, $8::timestamptz
  from placed where $6::bigint > 0
  returning id
),
attached as (
  update reservations set order_id = placed.id, updated_at = $8::timestamptz from placed
  where reservations.id = $7::int and reservations.user_id = placed.user_id
    and reservations.branch_id = placed.branch_id and reservations.type = 2
    and reservations.status in (0, 1) and reservations.order_id is null
  returning reservations.order_id
),
event as (
  insert into order_events (order_id, status, at)
  select case when $7::int is null then placed.id else (select order_id from attached) end,
    placed.status, $8::timestamptz
  from placed
  returning id
),
payment as (
  insert into payments (id, order_id, gateway, method, amount, currency, language, return_url,
    gateway_status)
  select p.id, placed.id, p.gateway, p.method, p.amount, p.currency, p.language,
    replace(replace(p.return_url, '{order}', placed.id::text), '%7Border%7D', placed.id::text),
    'initiated'
  from placed, jsonb_populate_record(null::payments, $9::jsonb) p
  where $9::jsonb is not null
  returning id
),
message as (
  insert into outbox (topic, payload)
  select 'order.created',
    jsonb_build_object('order_id', placed.id, 'business_id', placed.business_id,
      'branch_id', placed.branch_id, 'status', placed.status, 'currency', placed.currency,
      'total', placed.total)
  from placed
  returning id
)`;

function statementText(failAfter: OrderWrite | undefined): string {
  if (!failAfter) return `with ${parts}\nselect id, created_at from placed`;
  // Divides by zero once the named write has returned its rows, so the statement fails midway.
  return `with ${parts},
fault as (select 1 / (count(*) - count(*)) as never from ${partOfWrite[failAfter]})
select id, created_at, (select never from fault) from placed`;
}

const placeOrderStatement = statementText(undefined);

/**
 * Writes an order, its lines, its coupon's use, its wallet debit, its reservation's link, its first
 * event, its payment and its outbox message in one prepared statement. "stale" when the catalogue
 * revision moved on since the order was priced (nothing written). A coupon used up meanwhile, a
 * wallet that no longer holds the amount, a reservation that takes no order, or a key already
 * taken fail the statement with the constraint's error (`orderWriteConflict` names it).
 */
export async function writeOrder(db: Database, writing: OrderWriting): Promise<OrderWritten> {
  const { failAfter } = writing;
  const [row] = await preparedQuery<{ id: number; created_at: Date | string }>(db, {
    name: failAfter ? `place-order-failing-after-${failAfter}` : "place-order",
    text: failAfter ? statementText(failAfter) : placeOrderStatement,
    values: [
      writing.revision,
      JSON.stringify(writing.order),
      JSON.stringify(writing.lines),
      writing.coupon?.id ?? null,
      writing.coupon?.amount ?? 0,
      writing.walletAmount,
      writing.reservationId,
      writing.now.toISOString(),
      writing.payment && JSON.stringify(writing.payment),
    ],
  });
  if (!row) return "stale";
  return { id: row.id, createdAt: new Date(row.created_at) };
}

/** Which conditional write of an order's statement refused it, from the statement's error. */
export type OrderWriteConflict = "coupon" | "wallet" | "reservation" | "key";

export function orderWriteConflict(error: unknown): OrderWriteConflict | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, table, constraint } = error as {
    code?: string;
    table?: string;
    constraint?: string;
  };
  if (code === "23505" && constraint === "orders_idempotency_key_unique") return "key";
  if (code === "23514" && constraint === "wallets_balance_not_negative") return "wallet";
  if (code !== "23502") return undefined;
  if (table === "coupon_redemptions") return "coupon";
  if (table === "wallet_ledger") return "wallet";
  if (table === "order_events") return "reservation";
  return undefined;
}
