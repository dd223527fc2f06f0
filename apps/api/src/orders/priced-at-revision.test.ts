import { orderRequestSchema, placeOrderAnswerSchema } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { countOrderRows, kebabDelivery, orderFixtureApi } from "../../test/order-fixture.js";
import { readCatalogueRevision } from "../catalogue/read-catalogue-revision.js";
import { branches, priceLabels } from "../db/schema/index.js";
import { sandboxGateway } from "../payments/sandbox-gateway.js";
import { loadOrderContext } from "./load-order-context.js";
import { placeOrder } from "./place-order.js";
import { readOrderStart } from "./read-order-rows.js";
import { writeOrder } from "./write-order.js";

// Run on PGlite and, under `test:pg`, on real PostgreSQL.
const api = orderFixtureApi({ clock: () => mondayNoon });

let keys = 0;
const newKey = () => `priced-at-revision-${String(++keys).padStart(6, "0")}`;

const post = async () => {
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": newKey() },
    payload: kebabDelivery(api.fixture),
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderAnswerSchema.parse(response.json());
};

const setFullPrice = (price: number) =>
  api.db.update(priceLabels).set({ price }).where(eq(priceLabels.id, api.fixture.full));

describe("orders priced at the catalogue revision they are written at", () => {
  it("charges a price changed in the catalogue on the next order", async () => {
    const before = await post();
    expect(before.order.breakdown.lines[0]?.unit_price).toBe(4750);
    await setFullPrice(5000);
    try {
      const after = await post();
      expect(after.order.breakdown.lines[0]?.unit_price).toBe(5000);
    } finally {
      await setFullPrice(4750);
    }
  });

  it("answers the order as it then reads back, without reading it", async () => {
    const placed = await post();
    const read = await api.app.inject({
      method: "GET",
      url: `/webapp/order/${placed.order.id}/${placed.access_key}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().order).toEqual(placed.order);
  });

  it("writes nothing at a revision the catalogue left, and writes at the one it is at", async () => {
    const [branch] = await api.db
      .select({ businessId: branches.businessId })
      .from(branches)
      .where(eq(branches.id, api.fixture.branchId));
    const revision = await readCatalogueRevision(api.db);
    const writing = (key: string, at: number) => ({
      revision: at,
      order: {
        business_id: branch?.businessId,
        branch_id: api.fixture.branchId,
        user_id: null,
        access_key: key,
        idempotency_key: key,
        request_hash: key,
        status: 0,
        order_type: 1,
        selling_type: "delivery",
        payment_type: 2,
        payment_status: "not_required",
        currency: "KWD",
        total: 0,
        customer_name: "Stale",
        phone: "+96551234567",
        scheduled_for: null,
        request: {},
        breakdown: {},
        priced_from: {},
        details: {},
      },
      lines: [],
      coupon: null,
      walletAmount: 0,
      reservationId: null,
      payment: null,
      now: mondayNoon,
    });
    const before = await countOrderRows(api.db, api.fixture.branchId);
    expect(await writeOrder(api.db, writing(newKey(), revision - 1))).toBe("stale");
    expect(await countOrderRows(api.db, api.fixture.branchId)).toEqual(before);
    expect(await writeOrder(api.db, writing(newKey(), revision))).toMatchObject({
      id: expect.any(Number),
    });
    expect((await countOrderRows(api.db, api.fixture.branchId)).orders).toBe(before.orders + 1);
  });

  it("prices an order again when the catalogue changed between pricing and writing", async () => {
    const request = orderRequestSchema.parse(kebabDelivery(api.fixture));
    const key = newKey();
    // The first try was read before the price changed: its write finds another revision.
    const start = await readOrderStart(api.db, request, { idempotencyKey: key });
    const context = await loadOrderContext(
      api.db,
      api.fixture.branchId,
      [api.fixture.kebab],
      start.revision,
    );
    await setFullPrice(5000);
    try {
      const before = await countOrderRows(api.db, api.fixture.branchId);
      const placed = await placeOrder(
        {
          db: api.db,
          gateway: sandboxGateway(api.db, "http://localhost:4000/"),
          returnOrigins: [],
          now: mondayNoon,
          language: "en",
          firstTry: { start, context },
        },
        request,
        key,
      );
      expect(placed.status).toBe(201);
      expect(placed.answer.order.breakdown.lines[0]?.unit_price).toBe(5000);
      expect((await countOrderRows(api.db, api.fixture.branchId)).orders).toBe(before.orders + 1);
    } finally {
      await setFullPrice(4750);
    }
  });
});
