import { type OrderRequestBody, orderRequestSchema } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import {
  countOrderRows,
  couponUses,
  kebabDelivery,
  orderFixtureApi,
} from "../../test/order-fixture.js";
import { sandboxGateway } from "../payments/sandbox-gateway.js";
import { type OrderWrite, placeOrder } from "./place-order.js";

// Run on PGlite and, under `test:pg`, on real PostgreSQL, where the requests truly overlap.
const api = orderFixtureApi({ clock: () => mondayNoon });

const order = (overrides: Partial<OrderRequestBody> = {}) =>
  kebabDelivery(api.fixture, { name: "Race", ...overrides });

const post = (body: OrderRequestBody, key: string) =>
  api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": key },
    payload: body,
  });

describe("nothing doubled", () => {
  it("makes one order from ten concurrent requests with one idempotency key", async () => {
    const before = await countOrderRows(api.db, api.fixture.branchId);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(order(), "same-key-for-ten-requests")),
    );
    const ids = new Set(responses.map((response) => response.json().order?.id as number));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(ids.size).toBe(1);
    const after = await countOrderRows(api.db, api.fixture.branchId);
    expect(after.orders - before.orders).toBe(1);
  });

  it("lets fifty concurrent orders use a single-use coupon once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(order({ coupon_code: "ONCE" }), `single-use-coupon-${String(index).padStart(4, "0")}`),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(refused.every((response) => response.json().code === "COUPON_USED_UP")).toBe(true);
    expect(await couponUses(api.db, "ONCE", api.fixture.branchId)).toBe(1);
  });
});

describe("nothing lost or half-written", () => {
  const writes: OrderWrite[] = ["order", "lines", "coupon", "event", "payment", "outbox"];

  // The order is one statement: it fails midway, in the database, once the named write is done.
  it.each(writes)(
    "leaves nothing behind when the order's statement fails after writing the %s",
    async (write) => {
      const before = await countOrderRows(api.db, api.fixture.branchId);
      const usesBefore = await couponUses(api.db, "TENOFF", api.fixture.branchId);
      const request = orderRequestSchema.parse(
        order({ coupon_code: "TENOFF", payment_type: 4, return_url: "http://localhost:3000/x" }),
      );
      await expect(
        placeOrder(
          {
            db: api.db,
            gateway: sandboxGateway(api.db, "http://localhost:4000/"),
            returnOrigins: ["http://localhost:3000"],
            now: mondayNoon,
            language: "en",
            failAfter: write,
          },
          request,
          `fault-after-${write}-0000`,
        ),
      ).rejects.toThrow("division by zero");
      expect(await countOrderRows(api.db, api.fixture.branchId)).toEqual(before);
      expect(await couponUses(api.db, "TENOFF", api.fixture.branchId)).toBe(usesBefore);
    },
  );
});
