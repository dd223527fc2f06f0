import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import {
  attemptsOf,
  check,
  decide,
  expectOneCountedPayment,
  openAttempt,
  paymentIdOf,
  paymentTestApi,
  payAtGateway,
  placeKnetOrder,
} from "../../test/payment-attempts.js";

// The race suite's payment attempts (QUALITY.md, ADR 034), each case run for many rounds: on
// PGlite the requests queue, under `test:pg` on real PostgreSQL they truly overlap.
const rounds = 10;
const api = paymentTestApi(mondayNoon);

const repeat = <T>(count: number, call: () => Promise<T>) =>
  Array.from({ length: count }, () => call());

describe("payment attempts under concurrency", () => {
  it("settles exactly one of two attempts approved at once, and refunds the other", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { placed, paymentId: first } = await placeKnetOrder(api.leaky, api.fixture);
      const second = paymentIdOf(
        (await openAttempt(api.leaky, placed)).json().payment_url as string,
      );
      await Promise.all([
        payAtGateway(api.db, first, "approved"),
        payAtGateway(api.db, second, "approved"),
      ]);
      // Each approval's duplicate callbacks (checks) arrive together, interleaved.
      await Promise.all(
        [first, second].flatMap((id) => repeat(10, () => check(api.leaky, placed.order.id, id))),
      );
      const { rows, paymentStatus } = await attemptsOf(api.db, placed.order.id);
      expect(paymentStatus).toBe("paid");
      expect(rows.map((row) => row.outcome).sort()).toEqual(["paid", "refunded"]);
      await expectOneCountedPayment(api.db, placed.order.id);
    }
  });

  it("makes one paid transition from twenty duplicate callbacks of the sandbox's approval", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
      await payAtGateway(api.db, paymentId, "approved");
      const answers = await Promise.all(
        repeat(20, () => check(api.app, placed.order.id, paymentId)),
      );
      expect(answers.every((answer) => answer.payment_status === "paid")).toBe(true);
      await expectOneCountedPayment(api.db, placed.order.id);
    }
  });

  it("counts the first attempt's approval or withdraws it, when it meets a second attempt opening", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { placed, paymentId: first } = await placeKnetOrder(api.app, api.fixture);
      const [approved, retried] = await Promise.all([
        decide(api.app, first, "approve"),
        openAttempt(api.app, placed),
      ]);
      expect(approved.statusCode).toBe(303);
      const { paymentStatus } = await attemptsOf(api.db, placed.order.id);
      // Either the payer was first (the order is paid, no new attempt), or the void was.
      if (paymentStatus === "paid") expect(retried.statusCode).toBe(409);
      else {
        expect(retried.statusCode).toBe(200);
        const second = paymentIdOf(retried.json().payment_url as string);
        await decide(api.app, second, "approve");
        expect((await check(api.app, placed.order.id, second)).payment_status).toBe("paid");
      }
      await expectOneCountedPayment(api.db, placed.order.id);
    }
  });

  it("leaves one open attempt after ten new attempts at once, and only it can pay", async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { placed, paymentId: first } = await placeKnetOrder(api.app, api.fixture);
      const answers = await Promise.all(repeat(10, () => openAttempt(api.app, placed)));
      expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
      const { rows } = await attemptsOf(api.db, placed.order.id);
      const open = rows.filter((row) => row.outcome === "open");
      expect(open).toHaveLength(1);
      // Every page but the open attempt's refuses approval.
      await Promise.all(rows.map((row) => decide(api.app, row.id, "approve")));
      await Promise.all(rows.map((row) => check(api.app, placed.order.id, row.id)));
      expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("paid");
      expect(rows.some((row) => row.id === first)).toBe(true);
      await expectOneCountedPayment(api.db, placed.order.id);
    }
  });
});
