// The load: autocannon in the benchmark's own process, never the API's. Each placed order has its
// own idempotency key and comes from its own customer, as the storefront forwards them (the API
// trusts X-Forwarded-For from loopback), so no customer's hourly order limit is reached.
import { randomBytes } from "node:crypto";
import type { OrderRequestBody } from "@storefront/api-client";
import autocannon from "autocannon";

const json = { "content-type": "application/json" };

/** One autocannon run as it came, so that runs side by side can be summed. */
export interface Load {
  readonly url: string;
  readonly raw: unknown;
}

export interface LoadFigures {
  /** Answers (any status) per second; runs side by side add up. */
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly ok: number;
  readonly failed: number;
  /** Answers of any status: what CPU time is divided by. */
  readonly answered: number;
}

// autocannon's own way to sum runs; its type declarations leave it out.
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: unknown[], options: { url: string }): autocannon.Result;
};

/** The figures of one run, or of runs made at the same time against different processes. */
export function figuresOf(loads: readonly Load[]): LoadFigures {
  const results = loads.map((load) => aggregateResult([load.raw], { url: load.url }));
  const all = aggregateResult(
    loads.map((load) => load.raw),
    { url: loads[0]?.url ?? "" },
  );
  const answeredBy = (result: autocannon.Result) => result["2xx"] + result.non2xx;
  return {
    perSecond: results.reduce((sum, result) => sum + answeredBy(result) / result.duration, 0),
    p50: all.latency.p50,
    p99: all.latency.p99,
    ok: all["2xx"],
    failed: all.non2xx + all.errors + all.timeouts,
    answered: answeredBy(all),
  };
}

/** POST calc-order with the same body again and again. */
export async function loadCalcOrder(
  address: string,
  body: OrderRequestBody,
  connections: number,
  seconds: number,
): Promise<Load> {
  const url = `${address}/service/pos/calc-order/${String(body.branch_id)}`;
  const raw = await autocannon({
    url,
    method: "POST",
    headers: json,
    body: JSON.stringify(body),
    connections,
    duration: seconds,
    skipAggregateResult: true,
  });
  return { url, raw };
}

/** Every order request of a run: its key, the customer it came from, and what was answered. */
export interface OrderLedger {
  readonly address: string;
  /** Idempotency key → the customer's address (X-Forwarded-For). */
  readonly sent: Map<string, string>;
  /** Idempotency key → its answer: the status, and the order a 2xx answer named. */
  readonly answered: Map<string, Answer>;
}

export interface Answer {
  readonly status: number;
  readonly order: number | null;
  /** What a failure said, to tell why in the report. */
  readonly failure?: string;
}

let customers = 0;
/** A customer address no earlier request of this process came from. */
export function nextCustomer(): string {
  customers += 1;
  return `10.${(customers >> 16) & 255}.${(customers >> 8) & 255}.${customers & 255}`;
}

const keyPrefix = randomBytes(6).toString("hex");
let keys = 0;
function nextKey(): string {
  keys += 1;
  return `${keyPrefix}-${String(keys).padStart(8, "0")}`;
}

interface RequestContext {
  key?: string;
}

/** POST webapp/order, each request a new order from a new customer. */
export async function loadOrders(
  address: string,
  body: OrderRequestBody,
  connections: number,
  seconds: number,
): Promise<{ load: Load; ledger: OrderLedger }> {
  const url = `${address}/webapp/order`;
  const payload = JSON.stringify(body);
  const ledger: OrderLedger = { address, sent: new Map(), answered: new Map() };
  const raw = await autocannon({
    url,
    connections,
    duration: seconds,
    skipAggregateResult: true,
    requests: [
      {
        method: "POST",
        setupRequest: (request, context: RequestContext) => {
          const key = nextKey();
          const customer = nextCustomer();
          context.key = key;
          ledger.sent.set(key, customer);
          return {
            ...request,
            headers: { ...json, "idempotency-key": key, "x-forwarded-for": customer },
            body: payload,
          };
        },
        onResponse: (status, answer, context: RequestContext) => {
          if (context.key) ledger.answered.set(context.key, answerOf(status, answer));
        },
      },
    ],
  });
  return { load: { url, raw }, ledger };
}

function answerOf(status: number, body: string): Answer {
  if (status < 200 || status > 299) return { status, order: null, failure: body.slice(0, 300) };
  return { status, order: (JSON.parse(body) as { order: { id: number } }).order.id };
}

/** Places one order, on its own: `key` and `customer` are new ones unless a retry gives them. */
export async function placeOrder(
  address: string,
  body: OrderRequestBody,
  key = nextKey(),
  customer = nextCustomer(),
): Promise<{ status: number; answer: string }> {
  const response = await fetch(`${address}/webapp/order`, {
    method: "POST",
    headers: { ...json, "idempotency-key": key, "x-forwarded-for": customer },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: await response.text() };
}

/**
 * Sends again, with its key and customer, every request the run's end cut off before its answer,
 * as a client whose connection dropped does: the order is placed once either way.
 */
export async function retryUnanswered(
  ledger: OrderLedger,
  body: OrderRequestBody,
): Promise<number> {
  let retried = 0;
  for (const [key, customer] of ledger.sent) {
    if (ledger.answered.has(key)) continue;
    const { status, answer } = await placeOrder(ledger.address, body, key, customer);
    ledger.answered.set(key, answerOf(status, answer));
    retried += 1;
  }
  return retried;
}
