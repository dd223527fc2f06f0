// Nothing lost or doubled: after a run of order placements, the orders written equal the orders
// answered 2xx, each answered order is in the database, and no two keys got the same order.
import type { OrderRequestBody } from "@storefront/api-client";
import type pg from "pg";
import { countOrders, countOrdersAmong } from "./bench-database.js";
import { type OrderLedger, retryUnanswered } from "./order-load.js";

export interface OrderCheck {
  /** Requests the run's end cut off before their answer, sent again with their keys. */
  readonly retried: number;
  /** Orders the database gained during the run and the retries. */
  readonly written: number;
  /** 2xx answers of the run and the retries, and the distinct orders they named. */
  readonly answeredOk: number;
  readonly answeredOrders: number;
  /** How many of the answered orders the database holds. */
  readonly found: number;
  /** Answers other than 2xx, and the first of them. */
  readonly failures: number;
  readonly firstFailure: string | null;
  readonly sound: boolean;
}

/** Counts after a run; `before` is the count of orders taken just before it. */
export async function checkOrders(
  client: pg.Client,
  before: number,
  ledgers: readonly OrderLedger[],
  body: OrderRequestBody,
): Promise<OrderCheck> {
  // The API finishes what the run's end cut off before those requests are sent again.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let retried = 0;
  for (const ledger of ledgers) retried += await retryUnanswered(ledger, body);
  const answers = ledgers.flatMap((ledger) => [...ledger.answered.values()]);
  const ids = answers.flatMap((answer) => (answer.order === null ? [] : [answer.order]));
  const failures = answers.filter((answer) => answer.order === null);
  const distinct = [...new Set(ids)];
  const written = (await countOrders(client)) - before;
  const found = await countOrdersAmong(client, distinct);
  return {
    retried,
    written,
    answeredOk: ids.length,
    answeredOrders: distinct.length,
    found,
    failures: failures.length,
    firstFailure: failures[0] ? `${failures[0].status} ${failures[0].failure ?? ""}` : null,
    sound: written === ids.length && distinct.length === ids.length && found === ids.length,
  };
}

/** One line for the report; a mismatch shouts. */
export function describeCheck(what: string, check: OrderCheck): string {
  const figures = `${check.written} orders written, ${check.answeredOk} answered 2xx (${check.retried} of the requests cut off by the run's end sent again with their keys), ${check.answeredOrders} distinct orders answered, ${check.found} of them in the database`;
  const failed = check.firstFailure
    ? `; ${check.failures} refused, the first: ${check.firstFailure}`
    : "";
  return check.sound
    ? `${what}: ${figures}: nothing lost or doubled${failed}`
    : `!!! ${what}: ORDERS LOST OR DOUBLED: ${figures}${failed} !!!`;
}
