import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import {
  attemptsOf,
  decide,
  expectOneCountedPayment,
  payAtGateway,
  paymentTestApi,
  placeKnetOrder,
} from "../../test/payment-attempts.js";
import {
  buyPackage,
  minutesAfter,
  paymentRow,
  placeWalletOrder,
  purchaseOf,
  recordingGateway,
  silentGateway,
  testSweep,
  walletRefundsOf,
  walletShop,
} from "../../test/payment-sweep.js";
import { brokenWallets } from "../../test/wallet-invariant.js";
import { paymentSweepChecks } from "../metrics/metrics.js";

// ADR 069 on PGlite and, with DATABASE_URL, on PostgreSQL: the sweep settles what the payer
// approved but never came back from, withdraws what stayed open too long, and decides nothing on
// a gateway's silence. Each sweep's clock is set from its payment's own creation.
const api = paymentTestApi(mondayNoon);

/** The number a series of the sweep's counter stands at. */
const sweepCount = async (kind: string, result: string) =>
  (await paymentSweepChecks.get()).values.find(
    ({ labels }) => labels.kind === kind && labels.result === result,
  )?.value ?? 0;

describe("the sweep settles what the payer approved and never came back from", () => {
  it("pays the order once, with one order.paid message, and leaves it paid on later rounds", async () => {
    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    // Approved on the hosted page; the payer closed the tab and the callback was lost.
    await payAtGateway(api.db, paymentId, "approved");
    const gateway = recordingGateway(api.db);
    const sweep = testSweep(api.app, api.db, gateway);
    await sweep.roundAt(paymentId, 3);
    expect(gateway.asked.has(paymentId)).toBe(true);
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("paid");
    await expectOneCountedPayment(api.db, placed.order.id);

    gateway.asked.clear();
    await sweep.roundAt(paymentId, 40);
    expect(gateway.asked.has(paymentId)).toBe(false);
    await expectOneCountedPayment(api.db, placed.order.id);
  });

  it("credits a wallet package purchase once", async () => {
    const shop = await walletShop(api.db, "sweep-package", mondayNoon);
    const { purchaseId, paymentId } = await buyPackage(api.app, shop.customer, shop.packageId);
    await payAtGateway(api.db, paymentId, "approved");
    const sweep = testSweep(api.app, api.db, recordingGateway(api.db));
    await sweep.roundAt(paymentId, 3);
    await sweep.roundAt(paymentId, 45);
    expect(await purchaseOf(api.db, purchaseId)).toEqual({
      status: "paid",
      entries: [{ kind: "top_up", amount: 2_000 }],
    });
    expect((await paymentRow(api.db, paymentId)).outcome).toBe("paid");
    expect(await brokenWallets(api.db)).toEqual([]);
  });

  it("does not ask about a payment inside its grace: its payer may still be on the page", async () => {
    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    await payAtGateway(api.db, paymentId, "approved");
    const gateway = recordingGateway(api.db);
    const sweep = testSweep(api.app, api.db, gateway);
    await sweep.roundAt(paymentId, 1.5);
    expect(gateway.asked.has(paymentId)).toBe(false);
    expect(await paymentRow(api.db, paymentId)).toMatchObject({
      outcome: "open",
      nextCheckAt: null,
    });
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("pending");

    // Past the grace it is asked about, and paid.
    await sweep.roundAt(paymentId, 2.5);
    expect(gateway.asked.has(paymentId)).toBe(true);
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("paid");
  });

  it("asks again later, not every round, about a payment still undecided", async () => {
    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    const gateway = recordingGateway(api.db);
    const sweep = testSweep(api.app, api.db, gateway);
    await sweep.roundAt(paymentId, 4);
    expect(gateway.asked.has(paymentId)).toBe(true);
    // Asked at 4 minutes, next after half its age: not at 5, at 6.
    gateway.asked.clear();
    await sweep.roundAt(paymentId, 5);
    expect(gateway.asked.has(paymentId)).toBe(false);
    await payAtGateway(api.db, paymentId, "approved");
    await sweep.roundAt(paymentId, 6);
    expect(gateway.asked.has(paymentId)).toBe(true);
    await expectOneCountedPayment(api.db, placed.order.id);
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("paid");
  });
});

describe("a payment open past its limit is withdrawn", () => {
  it("voids it at the gateway, fails the order's payment and gives the wallet part back once", async () => {
    const shop = await walletShop(api.db, "sweep-expiry", mondayNoon);
    const bought = await buyPackage(api.app, shop.customer, shop.packageId);
    await decide(api.app, bought.paymentId, "approve");
    const { placed, paymentId } = await placeWalletOrder(api.app, shop.customer, shop.fixture);
    expect(placed.order.payment_status).toBe("pending");

    const gateway = recordingGateway(api.db);
    const sweep = testSweep(api.app, api.db, gateway);
    await sweep.roundAt(paymentId, 31);
    expect(gateway.voided.has(paymentId)).toBe(true);
    expect(await paymentRow(api.db, paymentId)).toMatchObject({
      gatewayStatus: "voided",
      outcome: "failed",
    });
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("failed");
    expect(await walletRefundsOf(api.db, placed.order.id)).toEqual([{ amount: 2_000 }]);

    // The payer's page can no longer approve it, and later rounds change nothing.
    await decide(api.app, paymentId, "approve");
    await sweep.roundAt(paymentId, 60);
    expect((await paymentRow(api.db, paymentId)).gatewayStatus).toBe("voided");
    expect(await walletRefundsOf(api.db, placed.order.id)).toEqual([{ amount: 2_000 }]);
    await expectOneCountedPayment(api.db, placed.order.id);
    expect(await brokenWallets(api.db)).toEqual([]);
  });

  it("counts an approval that reached the gateway before the void: the order is paid, not refunded", async () => {
    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    // Approved in the last moment, never checked: the void finds the approval.
    await payAtGateway(api.db, paymentId, "approved");
    const gateway = recordingGateway(api.db);
    const sweep = testSweep(api.app, api.db, gateway);
    await sweep.roundAt(paymentId, 30);
    expect(gateway.voided.has(paymentId)).toBe(true);
    expect(await paymentRow(api.db, paymentId)).toMatchObject({
      gatewayStatus: "approved",
      outcome: "paid",
    });
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("paid");
    await expectOneCountedPayment(api.db, placed.order.id);
  });

  it("withdraws a package purchase's payment and fails the purchase, crediting nothing", async () => {
    const shop = await walletShop(api.db, "sweep-package-expiry", mondayNoon);
    const { purchaseId, paymentId } = await buyPackage(api.app, shop.customer, shop.packageId);
    const sweep = testSweep(api.app, api.db, recordingGateway(api.db));
    await sweep.roundAt(paymentId, 31);
    expect(await purchaseOf(api.db, purchaseId)).toEqual({ status: "failed", entries: [] });
    expect((await paymentRow(api.db, paymentId)).outcome).toBe("failed");
  });
});

describe("nothing is decided on the gateway's silence", () => {
  it("leaves a payment open while its gateway does not answer, and settles it once it does", async () => {
    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    await payAtGateway(api.db, paymentId, "approved");
    const silent = silentGateway(api.db);
    const sweep = testSweep(api.app, api.db, silent);
    const unavailable = await sweepCount("expiry", "unavailable");

    await sweep.roundAt(paymentId, 3);
    await sweep.roundAt(paymentId, 31);
    expect(silent.voided.has(paymentId)).toBe(true);
    expect(await sweepCount("expiry", "unavailable")).toBeGreaterThan(unavailable);
    expect((await paymentRow(api.db, paymentId)).outcome).toBe("open");
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("pending");

    // The gateway answers again: the approval is counted, however late.
    const answering = testSweep(api.app, api.db, recordingGateway(api.db));
    await answering.roundAt(paymentId, 40);
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("paid");
    await expectOneCountedPayment(api.db, placed.order.id);
  });
});

describe("sweeps in several processes", () => {
  it("ask about each payment in one process only and settle each once, two sweeps running at once", async () => {
    const orders = [];
    for (let index = 0; index < 8; index += 1) {
      const order = await placeKnetOrder(api.app, api.fixture);
      if (index % 4 !== 3) await payAtGateway(api.db, order.paymentId, "approved");
      orders.push(order);
    }
    const [first, second] = [recordingGateway(api.db), recordingGateway(api.db)];
    const sweeps = [first, second].map((gateway) => testSweep(api.app, api.db, gateway, 3));
    const last = orders.at(-1)?.paymentId ?? "";
    const at = await minutesAfter(api.db, last, 3);
    for (const sweep of sweeps) sweep.clock.set(at);

    for (let round = 0; round < 20; round += 1) {
      const done = await Promise.all(sweeps.map((sweep) => sweep.runOnce()));
      if (done.every(({ checked }) => checked === 0)) break;
    }
    for (const { placed, paymentId } of orders) {
      // Asked by exactly one of the two in this stretch of rounds.
      expect([first.asked.has(paymentId), second.asked.has(paymentId)].filter(Boolean)).toEqual([
        true,
      ]);
      await expectOneCountedPayment(api.db, placed.order.id);
    }
    const statuses = await Promise.all(
      orders.map(async ({ placed }) => (await attemptsOf(api.db, placed.order.id)).paymentStatus),
    );
    expect(statuses).toEqual(orders.map((_, index) => (index % 4 === 3 ? "pending" : "paid")));
  });
});
