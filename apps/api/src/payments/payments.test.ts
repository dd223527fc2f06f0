import {
  failureSchema,
  type OrderRequestBody,
  placeOrderAnswerSchema,
  transactionAnswerSchema,
} from "@storefront/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { insertOrderFixture, type OrderFixture, salmiyaPoint } from "../../test/order-fixture.js";
import { sandboxOrdering } from "../../test/sandbox-ordering.js";
import { testApi } from "../../test/test-api.js";
import { signCallback } from "./sign-callback.js";

const now = new Date("2026-11-23T09:00:00Z");
const secret = "sandbox-secret-for-these-tests";
const storefront = "http://shop.test";
let fixture: OrderFixture;
let keys = 0;

const api = testApi({ clock: () => now, ordering: sandboxOrdering(storefront, secret) });

beforeAll(async () => {
  fixture = await insertOrderFixture(api.db);
});

/** A KNET (4) delivery order, returning to the storefront's order page. */
async function placeKnetOrder() {
  const body: OrderRequestBody = {
    priority: "now",
    branch_id: fixture.branchId,
    order_lines: [
      { item_id: fixture.kebab, price_label_id: fixture.full, quantity: 1, modifiers: "" },
    ],
    name: "Yousef",
    phone: "99887766",
    dial_code: "+965",
    payment_type: 4,
    selling_types: "delivery",
    delivery: { area_id: null, ...salmiyaPoint, type: 2 },
    return_url: `${storefront}/orders-fixture/order/{order}`,
  };
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": `payment-test-${String(++keys).padStart(6, "0")}` },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  const placed = placeOrderAnswerSchema.parse(response.json());
  const paymentId = new URL(placed.payment_url ?? "").pathname.split("/").pop() ?? "";
  return { placed, paymentId };
}

const check = async (orderId: number, paymentId: string) =>
  transactionAnswerSchema.parse(
    (
      await api.app.inject({ method: "GET", url: `/webapp/transaction/${orderId}/${paymentId}` })
    ).json(),
  );

const decide = (paymentId: string, decision: string) =>
  api.app.inject({
    method: "POST",
    url: `/sandbox/pay/${paymentId}/${decision}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });

describe("online payment through the sandbox gateway (spec 9: knet 4)", () => {
  it("sends the customer to the hosted page, and the order is paid only after the server's check", async () => {
    const { placed, paymentId } = await placeKnetOrder();
    expect(placed.order.payment_status).toBe("pending");
    expect(placed.payment_url).toMatch(/^http:\/\/api\.test\/sandbox\/pay\//);
    const page = await api.app.inject({ method: "GET", url: `/sandbox/pay/${paymentId}` });
    // 4.750 + 5 % service (0.2375, half-even to 0.238) + the zone's 0.500.
    expect(placed.order.total).toBe(5488);
    expect(page.body).toContain("5.488 KWD");
    expect(page.body).toContain("Approve payment");

    // Coming back to the return URL without paying changes nothing.
    expect(await check(placed.order.id, paymentId)).toMatchObject({
      gateway_status: "initiated",
      payment_status: "pending",
    });
    const approved = await decide(paymentId, "approve");
    expect(approved.statusCode).toBe(303);
    // "{order}" in the return address became the order's id.
    expect(approved.headers.location).toBe(
      `${storefront}/orders-fixture/order/${placed.order.id}?payment=${paymentId}`,
    );
    expect(await check(placed.order.id, paymentId)).toMatchObject({
      gateway_status: "approved",
      payment_status: "paid",
    });
    // The gateway decides once: declining afterwards changes nothing.
    await decide(paymentId, "decline");
    expect((await check(placed.order.id, paymentId)).payment_status).toBe("paid");
  });

  it("fails a declined payment, and a new attempt can still pay the order", async () => {
    const { placed, paymentId } = await placeKnetOrder();
    await decide(paymentId, "decline");
    expect((await check(placed.order.id, paymentId)).payment_status).toBe("failed");
    const retry = await api.app.inject({
      method: "POST",
      url: `/webapp/order/${placed.order.id}/${placed.access_key}/payment`,
    });
    expect(retry.statusCode).toBe(200);
    const next = new URL(retry.json().payment_url as string).pathname.split("/").pop() ?? "";
    expect(next).not.toBe(paymentId);
    await decide(next, "approve");
    expect((await check(placed.order.id, next)).payment_status).toBe("paid");
    // The old declined attempt cannot undo it.
    expect((await check(placed.order.id, paymentId)).payment_status).toBe("paid");
  });

  it("ignores a forged callback: unsigned or tampered is 403, and a signed one still asks the gateway", async () => {
    const { placed, paymentId } = await placeKnetOrder();
    const forged = await api.app.inject({
      method: "POST",
      url: "/webapp/payments/callback",
      payload: { payment_id: paymentId, status: "approved", signature: "0".repeat(64) },
    });
    expect(forged.statusCode).toBe(403);
    expect(failureSchema.parse(forged.json()).code).toBe("FORBIDDEN");
    // A correctly signed "approved" for a payment the gateway has not approved.
    const replayed = await api.app.inject({
      method: "POST",
      url: "/webapp/payments/callback",
      payload: {
        payment_id: paymentId,
        status: "approved",
        signature: signCallback(secret, paymentId, "approved"),
      },
    });
    expect(replayed.statusCode).toBe(200);
    expect((await check(placed.order.id, paymentId)).payment_status).toBe("pending");
  });

  it("makes one paid transition from twenty duplicate callbacks", async () => {
    const { placed, paymentId } = await placeKnetOrder();
    await decide(paymentId, "approve");
    const callbacks = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.app.inject({
          method: "POST",
          url: "/webapp/payments/callback",
          payload: {
            payment_id: paymentId,
            status: "approved",
            signature: signCallback(secret, paymentId, "approved"),
          },
        }),
      ),
    );
    expect(callbacks.every((response) => response.statusCode === 200)).toBe(true);
    expect((await check(placed.order.id, paymentId)).payment_status).toBe("paid");
  });

  it("keeps one order's payment from another order's check", async () => {
    const first = await placeKnetOrder();
    const second = await placeKnetOrder();
    const crossed = await api.app.inject({
      method: "GET",
      url: `/webapp/transaction/${second.placed.order.id}/${first.paymentId}`,
    });
    expect(crossed.statusCode).toBe(404);
  });
});
