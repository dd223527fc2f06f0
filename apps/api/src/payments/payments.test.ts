import { failureSchema } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { orderFixtureApi } from "../../test/order-fixture.js";
import {
  check,
  decide,
  expectOneCountedPayment,
  paymentIdOf,
  placeKnetOrder,
} from "../../test/payment-attempts.js";
import { sandboxOrdering, signedCallback, storefront } from "../../test/sandbox-ordering.js";

const api = orderFixtureApi({ clock: () => mondayNoon, ordering: sandboxOrdering() });

describe("online payment through the sandbox gateway (spec 9: knet 4)", () => {
  it("sends the customer to the hosted page, and the order is paid only after the server's check", async () => {
    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    expect(placed.order.payment_status).toBe("pending");
    expect(placed.payment_url).toMatch(/^http:\/\/api\.test\/sandbox\/pay\//);
    const page = await api.app.inject({ method: "GET", url: `/sandbox/pay/${paymentId}` });
    // 4.750 + 5 % service (0.2375, half-even to 0.238) + the zone's 0.500.
    expect(placed.order.total).toBe(5488);
    expect(page.body).toContain("5.488 KWD");
    expect(page.body).toContain("Approve payment");

    // Coming back to the return URL without paying changes nothing.
    expect(await check(api.app, placed.order.id, paymentId)).toMatchObject({
      gateway_status: "initiated",
      payment_status: "pending",
    });
    const approved = await decide(api.app, paymentId, "approve");
    expect(approved.statusCode).toBe(303);
    // "{order}" in the return address became the order's id.
    expect(approved.headers.location).toBe(
      `${storefront}/orders-fixture/order/${placed.order.id}?payment=${paymentId}`,
    );
    expect(await check(api.app, placed.order.id, paymentId)).toMatchObject({
      gateway_status: "approved",
      payment_status: "paid",
    });
    // The gateway decides once: declining afterwards changes nothing.
    await decide(api.app, paymentId, "decline");
    expect((await check(api.app, placed.order.id, paymentId)).payment_status).toBe("paid");
  });

  it("fails a declined payment, and a new attempt can still pay the order", async () => {
    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    await decide(api.app, paymentId, "decline");
    expect((await check(api.app, placed.order.id, paymentId)).payment_status).toBe("failed");
    const retry = await api.app.inject({
      method: "POST",
      url: `/webapp/order/${placed.order.id}/${placed.access_key}/payment`,
    });
    expect(retry.statusCode).toBe(200);
    const next = paymentIdOf(retry.json().payment_url as string);
    expect(next).not.toBe(paymentId);
    await decide(api.app, next, "approve");
    expect((await check(api.app, placed.order.id, next)).payment_status).toBe("paid");
    // The old declined attempt cannot undo it.
    expect((await check(api.app, placed.order.id, paymentId)).payment_status).toBe("paid");
  });

  it("ignores a forged callback: unsigned or tampered is 403, and a signed one still asks the gateway", async () => {
    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    const forged = await api.app.inject({
      method: "POST",
      url: "/webapp/payments/callback",
      payload: { payment_id: paymentId, status: "approved", signature: "0".repeat(64) },
    });
    expect(forged.statusCode).toBe(403);
    expect(failureSchema.parse(forged.json()).code).toBe("FORBIDDEN");
    // A correctly signed "approved" for a payment the gateway has not approved.
    const replayed = await signedCallback(api.app, paymentId, "approved");
    expect(replayed.statusCode).toBe(200);
    expect((await check(api.app, placed.order.id, paymentId)).payment_status).toBe("pending");
  });

  it("makes one paid transition from twenty duplicate callbacks", async () => {
    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    await decide(api.app, paymentId, "approve");
    const callbacks = await Promise.all(
      Array.from({ length: 20 }, () => signedCallback(api.app, paymentId, "approved")),
    );
    expect(callbacks.every((response) => response.statusCode === 200)).toBe(true);
    expect((await check(api.app, placed.order.id, paymentId)).payment_status).toBe("paid");
    await expectOneCountedPayment(api.db, placed.order.id);
  });

  it("keeps one order's payment from another order's check", async () => {
    const first = await placeKnetOrder(api.app, api.fixture);
    const second = await placeKnetOrder(api.app, api.fixture);
    const crossed = await api.app.inject({
      method: "GET",
      url: `/webapp/transaction/${second.placed.order.id}/${first.paymentId}`,
    });
    expect(crossed.statusCode).toBe(404);
  });
});
