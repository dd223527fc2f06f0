import {
  placeOrderAnswerSchema,
  transactionAnswerSchema,
  webhookEventDataSchemas,
} from "@storefront/api-client";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "../src/db/database.js";
import { orders, outbox, payments } from "../src/db/schema/index.js";
import { buildApp } from "../src/app.js";
import type { PaymentGateway } from "../src/payments/payment-gateway.js";
import { sandboxGateway } from "../src/payments/sandbox-gateway.js";
import {
  kebabDelivery,
  type OrderFixture,
  orderFixtureApi,
  type OrderFixtureApi,
  salmiyaPoint,
} from "./order-fixture.js";
import { sandboxOrdering, storefront } from "./sandbox-ordering.js";
import { opened } from "./test-api.js";

/** The API twice on one database, and an order fixture to pay for. */
export interface PaymentTestApi extends OrderFixtureApi {
  /** The same API on a gateway whose approvals still land after a void (`leakyGateway`). */
  readonly leaky: FastifyInstance;
}

/**
 * Gives the test file calling it the API twice on one fresh database: `app` on the sandbox
 * gateway, whose void really stops the payer, and `leaky`; with an order fixture to pay for.
 */
export function paymentTestApi(now: Date): PaymentTestApi {
  const ordering = sandboxOrdering();
  const api = orderFixtureApi({ clock: () => now, ordering });
  let leaky: FastifyInstance | undefined;
  beforeAll(() => {
    leaky = buildApp({
      db: api.db,
      logger: false,
      clock: () => now,
      ordering: { ...ordering, gateway: leakyGateway(api.db) },
    });
  });
  afterAll(async () => {
    await leaky?.close();
  });
  return Object.defineProperty(api, "leaky", { get: () => opened(leaky) }) as PaymentTestApi;
}

let keys = 0;

/** The payment id at the end of a hosted page's address. */
export const paymentIdOf = (url: string | null | undefined) =>
  new URL(url ?? "").pathname.split("/").pop() ?? "";

/** Places a KNET (4) delivery order of the fixture's full kebab, returning to the storefront. */
export async function placeKnetOrder(app: FastifyInstance, fixture: OrderFixture, language = "en") {
  const body = kebabDelivery(fixture, {
    name: "Yousef",
    phone: "99887766",
    payment_type: 4,
    delivery: { area_id: null, ...salmiyaPoint, type: 2 },
    return_url: `${storefront}/orders-fixture/order/{order}`,
  });
  const response = await app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: {
      "idempotency-key": `attempt-test-${process.pid}-${String(++keys).padStart(6, "0")}`,
      "accept-language": language,
    },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  const placed = placeOrderAnswerSchema.parse(response.json());
  return { placed, paymentId: paymentIdOf(placed.payment_url) };
}

/** `POST webapp/order/{id}/{key}/payment`: a new attempt, as "Try paying again" asks. */
export const openAttempt = (
  app: FastifyInstance,
  placed: { order: { id: number }; access_key: string },
  language = "en",
) =>
  app.inject({
    method: "POST",
    url: `/webapp/order/${placed.order.id}/${placed.access_key}/payment`,
    headers: { "accept-language": language },
  });

/** The server's own check, as the storefront makes it when the customer comes back. */
export const check = async (app: FastifyInstance, orderId: number, paymentId: string) =>
  transactionAnswerSchema.parse(
    (
      await app.inject({ method: "GET", url: `/webapp/transaction/${orderId}/${paymentId}` })
    ).json(),
  );

/** A press of a button on the sandbox's hosted page. */
export const decide = (app: FastifyInstance, paymentId: string, decision: string) =>
  app.inject({
    method: "POST",
    url: `/sandbox/pay/${paymentId}/${decision}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });

/**
 * A gateway whose void does not stop its payer: the approval was already on its way when the
 * shop withdrew the payment, as can happen with a real gateway. Its payer decides with
 * `payAtGateway`; refunds are real.
 */
export function leakyGateway(db: Database): PaymentGateway {
  const sandbox = sandboxGateway(db, "http://api.test/");
  return { ...sandbox, voidPayment: (paymentId) => sandbox.checkStatus(paymentId) };
}

/** The payer's decision as the leaky gateway records it, whatever the shop withdrew. */
export async function payAtGateway(
  db: Database,
  paymentId: string,
  status: "approved" | "declined" | "cancelled",
) {
  await db
    .update(payments)
    .set({ gatewayStatus: status })
    .where(and(eq(payments.id, paymentId), eq(payments.gatewayStatus, "initiated")));
}

/** The order's attempts and its payment status, as stored. */
export async function attemptsOf(db: Database, orderId: number) {
  const rows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      gatewayStatus: payments.gatewayStatus,
      outcome: payments.outcome,
      language: payments.language,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const [order] = await db
    .select({ paymentStatus: orders.paymentStatus, total: orders.total })
    .from(orders)
    .where(eq(orders.id, orderId));
  return { rows, paymentStatus: order?.paymentStatus, total: order?.total };
}

/**
 * The reliability bar (QUALITY.md): at most one open attempt; a paid order was paid by exactly
 * one approval and has none open; every other approval is refunded at the gateway, never kept.
 */
export async function expectOneCountedPayment(db: Database, orderId: number) {
  const { rows, paymentStatus } = await attemptsOf(db, orderId);
  expect(rows.filter((row) => row.outcome === "open").length).toBeLessThanOrEqual(1);
  const kept = rows.filter((row) => row.gatewayStatus === "approved");
  expect(kept.every((row) => row.outcome === "paid")).toBe(true);
  expect(
    rows
      .filter((row) => row.outcome === "refunded")
      .every((row) => row.gatewayStatus === "refunded"),
  ).toBe(true);
  // The order's `order.paid` message is written once, with the payment that settled it (ADR 061).
  const paid = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.topic, "order.paid"),
        sql`${outbox.payload} ->> 'order_id' = ${String(orderId)}`,
      ),
    );
  if (paymentStatus === "paid") {
    expect(kept).toHaveLength(1);
    expect(rows.filter((row) => row.outcome === "open")).toHaveLength(0);
    expect(paid.map(({ payload }) => webhookEventDataSchemas["order.paid"].parse(payload))).toEqual(
      [
        expect.objectContaining({
          order_id: orderId,
          payment_id: kept[0]?.id,
          amount: kept[0]?.amount,
        }),
      ],
    );
  } else {
    expect(kept).toHaveLength(0);
    expect(paid).toEqual([]);
  }
}
