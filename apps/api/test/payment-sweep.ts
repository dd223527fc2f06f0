import { buyPackageAnswerSchema, placeOrderAnswerSchema } from "@storefront/api-client";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../src/db/database.js";
import {
  businesses,
  payments,
  walletLedger,
  walletPackagePurchases,
  walletPackages,
} from "../src/db/schema/index.js";
import { gatewayUnavailable, type PaymentGateway } from "../src/payments/payment-gateway.js";
import { paymentSweep } from "../src/payments/payment-sweep.js";
import { sandboxGateway } from "../src/payments/sandbox-gateway.js";
import { testClock } from "./clock.js";
import { newCustomer, type TestCustomer } from "./customers.js";
import { insertOrderFixture, kebabDelivery, type OrderFixture } from "./order-fixture.js";
import { paymentIdOf } from "./payment-attempts.js";
import { storefront } from "./sandbox-ordering.js";

/** A gateway that remembers which payments it was asked about and which it was asked to void. */
export interface RecordingGateway extends PaymentGateway {
  readonly asked: Set<string>;
  readonly voided: Set<string>;
}

/** The sandbox, or `base`, recording the payments asked about. */
export function recordingGateway(db: Database, base?: PaymentGateway): RecordingGateway {
  const gateway = base ?? sandboxGateway(db, "http://api.test/");
  const asked = new Set<string>();
  const voided = new Set<string>();
  return {
    ...gateway,
    asked,
    voided,
    checkStatus: (paymentId) => {
      asked.add(paymentId);
      return gateway.checkStatus(paymentId);
    },
    voidPayment: (paymentId) => {
      asked.add(paymentId);
      voided.add(paymentId);
      return gateway.voidPayment(paymentId);
    },
  };
}

/** The sandbox's name, but every call is a gateway that does not answer (502). */
export function silentGateway(db: Database): RecordingGateway {
  const unavailable = () => Promise.reject(gatewayUnavailable("sandbox", "no answer"));
  return recordingGateway(db, {
    ...sandboxGateway(db, "http://api.test/"),
    checkStatus: unavailable,
    voidPayment: unavailable,
    refundPayment: unavailable,
  });
}

/**
 * A sweep on the test's database, its clock standing where the test sets it; `roundAt` runs one
 * round `minutes` after a payment was written.
 */
export function testSweep(app: FastifyInstance, db: Database, gateway: PaymentGateway, batch = 20) {
  const clock = testClock(new Date());
  const sweep = paymentSweep({ db, gateways: [gateway], clock: clock.now, log: app.log, batch });
  const roundAt = async (paymentId: string, minutes: number) => {
    clock.set(await minutesAfter(db, paymentId, minutes));
    return sweep.runOnce();
  };
  return { ...sweep, clock, roundAt };
}

/** When the payment was written, by the database's clock. */
export async function createdAtOf(db: Database, paymentId: string): Promise<Date> {
  const [row] = await db
    .select({ createdAt: payments.createdAt })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!row) throw new Error(`No payment ${paymentId}`);
  return row.createdAt;
}

/** `minutes` after the payment was written. */
export const minutesAfter = async (db: Database, paymentId: string, minutes: number) =>
  new Date((await createdAtOf(db, paymentId)).getTime() + minutes * 60_000);

/** The payment's row as stored. */
export async function paymentRow(db: Database, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`No payment ${paymentId}`);
  return row;
}

/** A business with the wallet on, a package "pay 2.000, get 2.000" and a signed-in customer. */
export async function walletShop(db: Database, reference: string, now: Date) {
  const fixture = await insertOrderFixture(db, reference);
  const [business] = await db
    .update(businesses)
    .set({ settings: { disable_otp: true, enable_wallet: true } })
    .where(eq(businesses.referenceId, reference))
    .returning({ id: businesses.id });
  const [offer] = await db
    .insert(walletPackages)
    .values({ businessId: business?.id ?? 0, name: { en: "Pay 2" }, price: 2_000, amount: 2_000 })
    .returning({ id: walletPackages.id });
  const customer = await newCustomer(db, reference, now, { name: "Sweep customer" });
  return { fixture, packageId: offer?.id ?? 0, customer, reference };
}

let keys = 0;
const key = (kind: string) => `sweep-${kind}-${process.pid}-${String(++keys).padStart(6, "0")}`;

/** "Buy" of a package: its purchase and payment, the payer on the hosted page. */
export async function buyPackage(app: FastifyInstance, who: TestCustomer, packageId: number) {
  const response = await app.inject({
    method: "POST",
    url: `/webapp/wallet/packages/${packageId}/buy`,
    headers: { ...who.auth, "idempotency-key": key("buy") },
    payload: { return_url: `${storefront}/w/{purchase}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  const answer = buyPackageAnswerSchema.parse(response.json());
  return { purchaseId: answer.purchase.id, paymentId: paymentIdOf(answer.payment_url) };
}

/** An order paid partly from the wallet, the rest by KNET (4) through the gateway. */
export async function placeWalletOrder(
  app: FastifyInstance,
  who: TestCustomer,
  fixture: OrderFixture,
) {
  const body = kebabDelivery(fixture, {
    name: "Sweep",
    use_wallet: true,
    payment_type: 4,
    return_url: `${storefront}/o/{order}`,
  });
  const response = await app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { ...who.auth, "idempotency-key": key("order") },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const placed = placeOrderAnswerSchema.parse(response.json());
  return { placed, paymentId: paymentIdOf(placed.payment_url) };
}

/** The purchase's status and its ledger entries. */
export async function purchaseOf(db: Database, purchaseId: string) {
  const [purchase] = await db
    .select({ status: walletPackagePurchases.status })
    .from(walletPackagePurchases)
    .where(eq(walletPackagePurchases.id, purchaseId));
  const entries = await db
    .select({ kind: walletLedger.kind, amount: walletLedger.amount })
    .from(walletLedger)
    .where(eq(walletLedger.purchaseId, purchaseId));
  return { status: purchase?.status, entries };
}

/** The order's wallet refunds. */
export const walletRefundsOf = (db: Database, orderId: number) =>
  db
    .select({ amount: walletLedger.amount })
    .from(walletLedger)
    .where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.kind, "order_refund")));
