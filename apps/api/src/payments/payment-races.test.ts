import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertOrderFixture, type OrderFixture } from "../../test/order-fixture.js";
import {
  attemptsOf,
  check,
  decide,
  expectOneCountedPayment,
  openAttempt,
  paymentIdOf,
  payAtGateway,
  placeKnetOrder,
  paymentApps,
} from "../../test/payment-attempts.js";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";

// The race suite's payment attempts (QUALITY.md, ADR 034), each case run for many rounds: on
// PGlite the requests queue, under `test:pg` on real PostgreSQL they truly overlap.
const rounds = 10;
const now = new Date("2026-11-23T09:00:00Z");
let database: TestDatabase;
let fixture: OrderFixture;
let app: FastifyInstance;
let leaky: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await insertOrderFixture(database.db);
  ({ app, leaky } = paymentApps(database.db, now));
});

afterAll(async () => {
  await app?.close();
  await leaky?.close();
  await database?.drop();
});

const repeat = <T>(count: number, call: () => Promise<T>) =>
  Array.from({ length: count }, () => call());

describe("payment attempts under concurrency", () => {
  it("settles exactly one of two attempts approved at once, and refunds the other", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { placed, paymentId: first } = await placeKnetOrder(leaky, fixture);
      const second = paymentIdOf((await openAttempt(leaky, placed)).json().payment_url as string);
      await Promise.all([
        payAtGateway(database.db, first, "approved"),
        payAtGateway(database.db, second, "approved"),
      ]);
      // Each approval's duplicate callbacks (checks) arrive together, interleaved.
      await Promise.all(
        [first, second].flatMap((id) => repeat(10, () => check(leaky, placed.order.id, id))),
      );
      const { rows, paymentStatus } = await attemptsOf(database.db, placed.order.id);
      expect(paymentStatus).toBe("paid");
      expect(rows.map((row) => row.outcome).sort()).toEqual(["paid", "refunded"]);
      await expectOneCountedPayment(database.db, placed.order.id);
    }
  });

  it("makes one paid transition from twenty duplicate callbacks of the sandbox's approval", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { placed, paymentId } = await placeKnetOrder(app, fixture);
      await payAtGateway(database.db, paymentId, "approved");
      const answers = await Promise.all(repeat(20, () => check(app, placed.order.id, paymentId)));
      expect(answers.every((answer) => answer.payment_status === "paid")).toBe(true);
      await expectOneCountedPayment(database.db, placed.order.id);
    }
  });

  it("counts the first attempt's approval or withdraws it, when it meets a second attempt opening", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { placed, paymentId: first } = await placeKnetOrder(app, fixture);
      const [approved, retried] = await Promise.all([
        decide(app, first, "approve"),
        openAttempt(app, placed),
      ]);
      expect(approved.statusCode).toBe(303);
      const { paymentStatus } = await attemptsOf(database.db, placed.order.id);
      // Either the payer was first (the order is paid, no new attempt), or the void was.
      if (paymentStatus === "paid") expect(retried.statusCode).toBe(409);
      else {
        expect(retried.statusCode).toBe(200);
        const second = paymentIdOf(retried.json().payment_url as string);
        await decide(app, second, "approve");
        expect((await check(app, placed.order.id, second)).payment_status).toBe("paid");
      }
      await expectOneCountedPayment(database.db, placed.order.id);
    }
  });

  it("leaves one open attempt after ten new attempts at once, and only it can pay", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { placed, paymentId: first } = await placeKnetOrder(app, fixture);
      const answers = await Promise.all(repeat(10, () => openAttempt(app, placed)));
      expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
      const { rows } = await attemptsOf(database.db, placed.order.id);
      const open = rows.filter((row) => row.outcome === "open");
      expect(open).toHaveLength(1);
      // Every page but the open attempt's refuses approval.
      await Promise.all(rows.map((row) => decide(app, row.id, "approve")));
      await Promise.all(rows.map((row) => check(app, placed.order.id, row.id)));
      expect((await attemptsOf(database.db, placed.order.id)).paymentStatus).toBe("paid");
      expect(rows.some((row) => row.id === first)).toBe(true);
      await expectOneCountedPayment(database.db, placed.order.id);
    }
  });
});
