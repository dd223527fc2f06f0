import { failureSchema } from "@storefront/api-client";
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

// ADR 034 on PGlite and, under `test:pg`, on PostgreSQL: an order has at most one open payment
// attempt; an approved payment always settles its order; a second approval is refunded.
const api = paymentTestApi(mondayNoon);

/** Each of the order's attempts' outcome, by its payment id. */
const outcomesOf = async (orderId: number) =>
  Object.fromEntries((await attemptsOf(api.db, orderId)).rows.map((row) => [row.id, row.outcome]));

describe("a new payment attempt withdraws the open one", () => {
  it("voids the first attempt at the gateway: approving it then changes nothing, and the second pays the order", async () => {
    const { placed, paymentId: first } = await placeKnetOrder(api.app, api.fixture);
    const retried = await openAttempt(api.app, placed);
    expect(retried.statusCode).toBe(200);
    const second = paymentIdOf(retried.json().payment_url as string);
    expect(second).not.toBe(first);
    expect(await check(api.app, placed.order.id, first)).toMatchObject({
      gateway_status: "voided",
      payment_status: "pending",
    });

    // The first page, still open in another tab, no longer offers approval.
    const page = await api.app.inject({ method: "GET", url: `/sandbox/pay/${first}` });
    expect(page.body).toContain("This payment was withdrawn and can no longer be approved.");
    expect(page.body).not.toContain("Approve payment");
    await decide(api.app, first, "approve");
    expect(await check(api.app, placed.order.id, first)).toMatchObject({
      gateway_status: "voided",
      payment_status: "pending",
    });
    // Nor does a press of cancel on it fail the order.
    await decide(api.app, first, "cancel");
    expect((await check(api.app, placed.order.id, first)).payment_status).toBe("pending");

    await decide(api.app, second, "approve");
    expect((await check(api.app, placed.order.id, second)).payment_status).toBe("paid");
    expect(await outcomesOf(placed.order.id)).toEqual({
      [first]: "voided",
      [second]: "paid",
    });
    await expectOneCountedPayment(api.db, placed.order.id);
  });

  it("counts a payment approved while a new attempt opens, and opens none (409)", async () => {
    const { placed, paymentId: first } = await placeKnetOrder(api.app, api.fixture);
    // The payer approved at the gateway; its callback has not arrived yet.
    await payAtGateway(api.db, first, "approved");
    const retried = await openAttempt(api.app, placed);
    expect(retried.statusCode).toBe(409);
    expect(failureSchema.parse(retried.json()).code).toBe("CONFLICT");
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("paid");
    expect(await check(api.app, placed.order.id, first)).toMatchObject({
      gateway_status: "approved",
      payment_status: "paid",
    });
    await expectOneCountedPayment(api.db, placed.order.id);
  });

  it("keeps a failed order's new attempt at the full amount, and lets one attempt open after another", async () => {
    const { placed, paymentId: first } = await placeKnetOrder(api.app, api.fixture);
    await decide(api.app, first, "decline");
    expect((await check(api.app, placed.order.id, first)).payment_status).toBe("failed");
    const ids = [];
    for (let round = 0; round < 3; round += 1) {
      const retried = await openAttempt(api.app, placed);
      expect(retried.statusCode).toBe(200);
      ids.push(paymentIdOf(retried.json().payment_url as string));
    }
    const { rows, paymentStatus, total } = await attemptsOf(api.db, placed.order.id);
    expect(paymentStatus).toBe("pending");
    expect(rows.filter((row) => row.outcome === "open").map((row) => row.id)).toEqual([ids[2]]);
    expect(rows.every((row) => row.amount === total)).toBe(true);
    await expectOneCountedPayment(api.db, placed.order.id);
  });
});

describe("an approved payment always settles its order, once", () => {
  it("settles the order by the first attempt's approval, even after a second opened, and a cancel of the second changes nothing", async () => {
    const { placed, paymentId: first } = await placeKnetOrder(api.leaky, api.fixture);
    const second = paymentIdOf((await openAttempt(api.leaky, placed)).json().payment_url as string);
    // The void came too late at this gateway: its payer approves the first anyway.
    await payAtGateway(api.db, first, "approved");
    expect(await check(api.leaky, placed.order.id, first)).toMatchObject({
      gateway_status: "approved",
      payment_status: "paid",
    });
    await payAtGateway(api.db, second, "cancelled");
    expect((await check(api.leaky, placed.order.id, second)).payment_status).toBe("paid");
    await expectOneCountedPayment(api.db, placed.order.id);
  });

  it("refunds, through the gateway, an approval for an order already paid, and records it", async () => {
    const { placed, paymentId: first } = await placeKnetOrder(api.leaky, api.fixture);
    const second = paymentIdOf((await openAttempt(api.leaky, placed)).json().payment_url as string);
    await payAtGateway(api.db, second, "approved");
    expect((await check(api.leaky, placed.order.id, second)).payment_status).toBe("paid");
    await payAtGateway(api.db, first, "approved");
    expect(await check(api.leaky, placed.order.id, first)).toMatchObject({
      gateway_status: "refunded",
      payment_status: "paid",
    });
    expect(await outcomesOf(placed.order.id)).toEqual({
      [first]: "refunded",
      [second]: "paid",
    });
    await expectOneCountedPayment(api.db, placed.order.id);
  });

  it("never fails a still-payable order by the decline of a withdrawn attempt", async () => {
    const { placed, paymentId: first } = await placeKnetOrder(api.leaky, api.fixture);
    const second = paymentIdOf((await openAttempt(api.leaky, placed)).json().payment_url as string);
    await payAtGateway(api.db, first, "declined");
    expect((await check(api.leaky, placed.order.id, first)).payment_status).toBe("pending");
    await payAtGateway(api.db, second, "approved");
    expect((await check(api.leaky, placed.order.id, second)).payment_status).toBe("paid");
    await expectOneCountedPayment(api.db, placed.order.id);
  });
});

describe("the hosted page's language", () => {
  it("speaks the language the storefront sent with each attempt: Arabic right to left, then English", async () => {
    const { placed, paymentId: first } = await placeKnetOrder(api.app, api.fixture, "ar");
    const arabic = await api.app.inject({ method: "GET", url: `/sandbox/pay/${first}` });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain(">الموافقة على الدفع</button>");
    // The customer switched the interface to English before paying again.
    const retried = await openAttempt(api.app, placed, "en-GB,en;q=0.9,ar;q=0.5");
    const second = paymentIdOf(retried.json().payment_url as string);
    const english = await api.app.inject({ method: "GET", url: `/sandbox/pay/${second}` });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain(">Approve payment</button>");
    // The withdrawn first page says so in its own language.
    expect((await api.app.inject({ method: "GET", url: `/sandbox/pay/${first}` })).body).toContain(
      "سُحبت هذه الدفعة ولم يعد بالإمكان الموافقة عليها.",
    );
  });
});
