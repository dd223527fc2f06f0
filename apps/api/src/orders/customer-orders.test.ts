import {
  customerOrdersAnswerSchema,
  getOrderAnswerSchema,
  placeOrderAnswerSchema,
  type SignedInAnswer,
} from "@storefront/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, callsTo } from "../../test/calls.js";
import { mondayNoon, testClock } from "../../test/clock.js";
import { signIn } from "../../test/customers.js";
import { expectFailure } from "../../test/failures.js";
import { testApi } from "../../test/test-api.js";
import { orderExamples } from "@storefront/api-client";

// `GET webapp/v5/orders/{id}?page=` and `GET webapp/order/{id}` with a token (ADR 026): a
// customer's own orders only, newest first, paginated. Runs on PGlite, or the PostgreSQL server
// DATABASE_URL names.

const clock = testClock(mondayNoon);

let mariam: SignedInAnswer;
let yousef: SignedInAnswer;

const api = testApi({ clock: clock.now });

beforeAll(async () => {
  // Signed in once: each phone has five codes an hour.
  // A new customer: the demo's own customers already have orders (their wallets paid some).
  mariam = await signIn(api.app, "+96550000009", { name: "Mariam" });
  yousef = await signIn(api.app, "+96550000002");
});

const { get } = callsTo(() => api.app);

let orderSerial = 0;
async function placeOrder(token?: string) {
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: {
      ...bearer(token),
      "idempotency-key": `customer-orders-${String(orderSerial++).padStart(4, "0")}`,
    },
    payload: orderExamples.car_pickup,
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderAnswerSchema.parse(response.json());
}

describe("GET webapp/v5/orders/{id}", () => {
  it("lists a customer's own orders, newest first, ten a page, each with number, date, status and total", async () => {
    const placed: number[] = [];
    for (let index = 0; index < 12; index++) {
      clock.advance(60);
      placed.push((await placeOrder(mariam.token)).order.id);
    }
    await placeOrder(yousef.token);
    await placeOrder();

    const first = customerOrdersAnswerSchema.parse(
      (await get(`/webapp/v5/orders/${mariam.user.id}`, mariam.token)).json(),
    );
    expect(first).toMatchObject({ error: 0, page: 1, per_page: 10, has_more: true });
    expect(first.orders.map(({ id }) => id)).toEqual(placed.slice(2).reverse());
    expect(first.orders[0]).toMatchObject({
      reference_id: "demo",
      status_name: "pending",
      selling_types: "car_pickup",
      currency: "KWD",
    });
    expect(Date.parse(first.orders[0]?.created_at ?? "")).toBeGreaterThan(
      Date.parse(first.orders[1]?.created_at ?? ""),
    );

    const second = customerOrdersAnswerSchema.parse(
      (await get(`/webapp/v5/orders/${mariam.user.id}?page=2`, mariam.token)).json(),
    );
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.orders.map(({ id }) => id)).toEqual(placed.slice(0, 2).reverse());

    const past = customerOrdersAnswerSchema.parse(
      (await get(`/webapp/v5/orders/${mariam.user.id}?page=9`, mariam.token)).json(),
    );
    expect(past.orders).toEqual([]);

    const theirs = customerOrdersAnswerSchema.parse(
      (await get(`/webapp/v5/orders/${yousef.user.id}`, yousef.token)).json(),
    );
    expect(theirs.orders).toHaveLength(1);
  });

  it("answers only the token's own id: another's is a 404, no token a 401", async () => {
    expectFailure(await get(`/webapp/v5/orders/${yousef.user.id}`, mariam.token), 404, "NOT_FOUND");
    expectFailure(await get(`/webapp/v5/orders/999999`, mariam.token), 404, "NOT_FOUND");
    expectFailure(await get(`/webapp/v5/orders/${mariam.user.id}`), 401, "UNAUTHORIZED");
    expectFailure(
      await get(`/webapp/v5/orders/${mariam.user.id}`, "x".repeat(43)),
      401,
      "UNAUTHORIZED",
    );
  });

  it.each([
    ["page 0", "?page=0"],
    ["a negative page", "?page=-1"],
    ["a page that is not a number", "?page=two"],
    ["an unknown query field", "?page=1&user_id=1"],
  ])("refuses %s", async (_name, query) => {
    expectFailure(
      await get(`/webapp/v5/orders/${mariam.user.id}${query}`, mariam.token),
      400,
      "BAD_REQUEST",
    );
  });

  it("refuses an id that is not a positive whole number", async () => {
    expectFailure(await get(`/webapp/v5/orders/0`, mariam.token), 400, "BAD_REQUEST");
    expectFailure(await get(`/webapp/v5/orders/abc`, mariam.token), 400, "BAD_REQUEST");
  });
});

describe("GET webapp/order/{id} with a token", () => {
  it("opens an order to the customer who placed it signed in, and to no other", async () => {
    const { order } = await placeOrder(mariam.token);
    const guest = await placeOrder();

    const mine = getOrderAnswerSchema.parse(
      (await get(`/webapp/order/${order.id}`, mariam.token)).json(),
    );
    expect(mine.order.id).toBe(order.id);
    expect(mine.order).not.toHaveProperty("accessKey");
    expectFailure(await get(`/webapp/order/${order.id}`, yousef.token), 404, "NOT_FOUND");
    expectFailure(await get(`/webapp/order/${guest.order.id}`, mariam.token), 404, "NOT_FOUND");
    expectFailure(await get(`/webapp/order/999999`, mariam.token), 404, "NOT_FOUND");
    expectFailure(await get(`/webapp/order/${order.id}`), 401, "UNAUTHORIZED");
    // The key still opens it, as for a guest's order (ADR 012).
    const byKey = await api.app.inject({
      method: "GET",
      url: `/webapp/order/${guest.order.id}`,
      headers: { "x-order-key": guest.access_key },
    });
    expect(byKey.statusCode).toBe(200);
  });
});
