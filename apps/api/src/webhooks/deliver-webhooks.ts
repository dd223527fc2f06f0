import { webhookTries } from "../metrics/metrics.js";
import { signWebhookBody, webhookHeaders } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { performance } from "node:perf_hooks";
import type { Database } from "../db/database.js";
import { preparedQuery } from "../db/prepared-query.js";
import { webhookAttempts, webhookDeliveries } from "../db/schema/index.js";
import { guardedLookup, receiverUrlProblem } from "./receiver-address.js";
import { nextTryAt } from "./retry-schedule.js";

export interface DeliveryOptions {
  readonly db: Database;
  readonly now: Date;
  /** How long a receiver has to answer. */
  readonly timeoutMs: number;
  /** Jitter of the retry waits; Math.random but in tests. */
  readonly random: () => number;
  /** Aborted when the API stops: tries in flight end at once. */
  readonly stopping: AbortSignal;
  readonly batch?: number;
  /** Whether receivers on private networks are reached (WEBHOOK_PRIVATE_RECEIVERS); never by default. */
  readonly allowPrivateAddresses: boolean;
}

interface Due {
  readonly id: number;
  readonly event_id: string;
  readonly type: string;
  readonly payload: unknown;
  readonly attempts: number;
  readonly created_at: Date | string;
  readonly url: string;
  readonly secret: string;
}

// Takes the due deliveries no other API process holds and leases them (their next try moves past
// the try's timeout) before any is sent: no transaction stays open while a receiver answers, and
// a process that dies mid-try leaves its deliveries to be taken again once the lease ends.
const claimStatement = `
with due as (
  select id from webhook_deliveries
  where delivered_at is null and failed_at is null and next_attempt_at <= $1::timestamptz
  order by next_attempt_at, id
  limit $3::int
  for update skip locked
)
update webhook_deliveries delivery
set attempts = delivery.attempts + 1, next_attempt_at = $2::timestamptz
from due, webhook_endpoints endpoint
where delivery.id = due.id and endpoint.id = delivery.endpoint_id
returning delivery.id, delivery.event_id, delivery.type, delivery.payload, delivery.attempts,
  delivery.created_at, endpoint.url, endpoint.secret`;

/** What a receiver made of one try: its status, or why it did not answer. */
interface Answer {
  readonly statusCode: number | null;
  readonly error: string | null;
}

/**
 * One POST, through `guardedLookup`: the connection goes only to an address the guard let
 * through. No redirect is followed (the endpoint's address is the one its business gave), and the
 * answer's body is read and dropped.
 */
function send(
  url: URL,
  request: { headers: Record<string, string>; body: string; signal: AbortSignal },
  allowPrivate: boolean,
) {
  const { headers, body, signal } = request;
  return new Promise<number>((resolve, reject) => {
    const outgoing = (url.protocol === "https:" ? httpsRequest : httpRequest)(url, {
      method: "POST",
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      lookup: guardedLookup(allowPrivate),
      signal,
    });
    outgoing.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

async function post(due: Due, options: DeliveryOptions): Promise<Answer> {
  const body = JSON.stringify(due.payload);
  const url = new URL(due.url);
  const problem = receiverUrlProblem(url, options.allowPrivateAddresses);
  if (problem) return { statusCode: null, error: problem };
  const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs), options.stopping]);
  try {
    const headers = {
      "content-type": "application/json",
      "user-agent": "Storefront-Webhooks/1",
      [webhookHeaders.id]: due.event_id,
      [webhookHeaders.type]: due.type,
      [webhookHeaders.signature]: await signWebhookBody(due.secret, body, options.now),
    };
    const status = await send(url, { headers, body, signal }, options.allowPrivateAddresses);
    const ok = status >= 200 && status < 300;
    return { statusCode: status, error: ok ? null : `answered ${status}` };
  } catch (error) {
    const reason = options.stopping.aborted
      ? "the API stopped during the try"
      : signal.aborted
        ? `no answer within ${options.timeoutMs} ms`
        : describe(error);
    return { statusCode: null, error: reason };
  }
}

/** A failed request in words, with the socket's reason when it has one. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`.slice(0, 500);
}

/** Logs one try and decides the delivery: delivered, retried later, or given up. */
async function record(
  db: Database,
  due: Due,
  answer: Answer,
  ms: number,
  now: Date,
  random: () => number,
) {
  const delivered = answer.error === null;
  const next = delivered ? null : nextTryAt(new Date(due.created_at), due.attempts, now, random);
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: due.id,
      at: now,
      statusCode: answer.statusCode,
      error: answer.error,
      durationMs: Math.round(ms),
    });
    await tx
      .update(webhookDeliveries)
      .set(delivered ? { deliveredAt: now } : next ? { nextAttemptAt: next } : { failedAt: now })
      .where(eq(webhookDeliveries.id, due.id));
  });
  webhookTries.inc({ result: delivered ? "delivered" : next ? "retried" : "given_up" });
}

/**
 * POSTs every due delivery once (ADR 061): the event's JSON, its id and type, and a signature
 * of the body with the endpoint's secret. A 2xx answer delivers it; anything else (another
 * status, a timeout, a closed connection) is logged and retried later, and given up a day after
 * the event. Each try is a row of the delivery's log. Answers how many were tried.
 */
export async function deliverDueWebhooks(options: DeliveryOptions): Promise<number> {
  const { db, now, timeoutMs, batch = 20 } = options;
  // The lease outlasts a try: its timeout and the time to record it.
  const lease = new Date(now.getTime() + timeoutMs + 30_000);
  const claimed = await preparedQuery<Due>(db, {
    name: "claim_webhook_deliveries",
    text: claimStatement,
    values: [now.toISOString(), lease.toISOString(), batch],
  });
  await Promise.all(
    claimed.map(async (due) => {
      const started = performance.now();
      const answer = await post(due, options);
      await record(db, due, answer, performance.now() - started, now, options.random);
    }),
  );
  return claimed.length;
}
