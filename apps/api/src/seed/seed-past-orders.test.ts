import {
  type CustomerOrderSummary,
  customerOrdersAnswerSchema,
  devInboxAnswerSchema,
  failureSchema,
  orderRequestSchema,
  otpSentAnswerSchema,
  signedInAnswerSchema,
  verifyOtpAnswerSchema,
} from "@storefront/api-client";
import { orderStatuses, priceCart, type PriceCartInput } from "@storefront/domain";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";
import { evaluateOrder } from "../orders/evaluate-order.js";
import { loadOrderContext } from "../orders/load-order-context.js";
import { placeOrder } from "../orders/place-order.js";
import { sandboxGateway } from "../payments/sandbox-gateway.js";
import { toBreakdown } from "../orders/to-breakdown.js";
import {
  couponRedemptions,
  coupons,
  orderEvents,
  orderLines,
  orders,
  outbox,
} from "../db/schema/index.js";
import { loadDemo } from "./demo-data.js";
import { seedDemo } from "./seed-demo.js";

// The demo customers' past orders (issue 8), seeded with the demo: placed through placeOrder,
// moved along the allowed transitions. Runs on PGlite, or the PostgreSQL server DATABASE_URL names.

const {
  pastOrders: { orders: demoPastOrders },
} = await loadDemo();
const now = new Date("2026-11-24T09:00:00Z");
let fatma: Awaited<ReturnType<typeof signIn>>;
let lukas: Awaited<ReturnType<typeof signIn>>;
let yousef: Awaited<ReturnType<typeof signIn>>;

const api = testApi({ clock: () => now });

beforeAll(async () => {
  // Signed in once: a phone gets a code at most every 30 seconds.
  fatma = await signIn("demo", "+96550000001");
  lukas = await signIn("demo-zurich", "+41791234567");
  yousef = await signIn("demo", "+96550000002");
});

function call(url: string, token?: string): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: "GET",
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function signIn(reference: string, phone: string) {
  const sent = await api.app.inject({
    method: "POST",
    url: "/send-otp",
    payload: { reference_id: reference, phone },
  });
  const { challenge_id } = otpSentAnswerSchema.parse(sent.json());
  const inbox = devInboxAnswerSchema.parse(
    (await call(`/dev/inbox?phone=${encodeURIComponent(phone)}`)).json(),
  );
  const code = /\b(\d{6})\b/.exec(inbox.messages[0]?.text ?? "")?.[1] ?? "";
  const verified = await api.app.inject({
    method: "POST",
    url: "/verify-otp",
    payload: { challenge_id, code },
  });
  const answer = verifyOtpAnswerSchema.parse(verified.json());
  if (answer.status !== "signed_in") throw new Error(`${phone} has no account`);
  return signedInAnswerSchema.parse(answer);
}

/** Every page of the customer's history. */
async function history(userId: number, token: string): Promise<CustomerOrderSummary[]> {
  const all: CustomerOrderSummary[] = [];
  for (let page = 1; ; page++) {
    const response = await call(`/webapp/v5/orders/${userId}?page=${page}`, token);
    expect(response.statusCode, response.body).toBe(200);
    const answer = customerOrdersAnswerSchema.parse(response.json());
    all.push(...answer.orders);
    if (!answer.has_more) return all;
  }
}

async function seededRows(business: string) {
  const keys = demoPastOrders.filter((entry) => entry.business === business).map(({ key }) => key);
  return api.db.select().from(orders).where(inArray(orders.idempotencyKey, keys));
}

describe("the demo customers' past orders", () => {
  it("give Fatma an order in every status, across delivery, dine-in and car pickup, newest first", async () => {
    const listed = await history(fatma.user.id, fatma.token);
    const rows = await seededRows("demo");
    expect(rows).toHaveLength(demoPastOrders.filter((entry) => entry.business === "demo").length);
    const ids = new Set(rows.map(({ id }) => id));
    const seeded = listed.filter(({ id }) => ids.has(id));
    expect(seeded).toHaveLength(rows.length);
    expect(new Set(seeded.map(({ status }) => status))).toEqual(
      new Set(Object.values(orderStatuses)),
    );
    expect(new Set(seeded.map(({ selling_types }) => selling_types))).toEqual(
      new Set(["delivery", "dinein", "car_pickup"]),
    );
    for (const order of seeded) {
      expect(order).toMatchObject({ reference_id: "demo", currency: "KWD" });
      expect(order.payment_status).toBe("not_required");
    }
    // Listed by when she ordered, not by when the seed ran.
    const dates = listed.map(({ created_at }) => Date.parse(created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Her wallet's order too is dated when she placed it, before the demo's day.
    expect(Math.max(...dates)).toBeLessThan(Date.parse("2026-11-24T00:00:00Z"));
    for (const entry of demoPastOrders.filter(({ business }) => business === "demo")) {
      const row = rows.find(({ idempotencyKey }) => idempotencyKey === entry.key);
      expect(row?.createdAt.toISOString()).toBe(new Date(entry.placedAt).toISOString());
    }
  });

  it("reach each status by the allowed moves, with an event per move at its past moment", async () => {
    for (const business of ["demo", "demo-zurich"]) {
      for (const row of await seededRows(business)) {
        const entry = demoPastOrders.find(({ key }) => key === row.idempotencyKey);
        if (!entry) throw new Error(`No demo entry for ${row.idempotencyKey}`);
        const events = await api.db
          .select({ status: orderEvents.status, at: orderEvents.at })
          .from(orderEvents)
          .where(eq(orderEvents.orderId, row.id))
          .orderBy(asc(orderEvents.at), asc(orderEvents.id));
        const first = entry.scheduledAt ? orderStatuses.scheduled : orderStatuses.pending;
        expect(events.map(({ status }) => status)).toEqual([
          first,
          ...entry.steps.map(([status]) => status),
        ]);
        expect(events[0]?.at.toISOString()).toBe(new Date(entry.placedAt).toISOString());
        expect(row.status).toBe(events.at(-1)?.status);
        expect(row.updatedAt.toISOString()).toBe(events.at(-1)?.at.toISOString());
        expect(row.updatedAt.getTime()).toBeLessThan(now.getTime());
      }
    }
  });

  it("are priced by the server as any order: the same request priced again at its moment gives the same amounts", async () => {
    const rows = [...(await seededRows("demo")), ...(await seededRows("demo-zurich"))];
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const entry = demoPastOrders.find(({ key }) => key === row.idempotencyKey);
      if (!entry) throw new Error(`No demo entry for ${row.idempotencyKey}`);
      const request = orderRequestSchema.parse(row.request);
      const context = await loadOrderContext(
        api.db,
        row.branchId,
        request.order_lines.map(({ item_id }) => item_id),
      );
      if (!context) throw new Error(`No branch ${row.branchId}`);
      const evaluation = await evaluateOrder(
        api.db,
        context,
        request,
        new Date(entry.placedAt),
        "en",
        true,
      );
      expect(evaluation.problems).toEqual([]);
      expect(evaluation.refusals).toEqual([]);
      const breakdown = toBreakdown(evaluation.priced, evaluation.positions);
      expect(row.breakdown).toEqual(breakdown);
      expect(row.total).toBe(breakdown.total);
      expect(priceCart(row.pricedFrom as PriceCartInput).total).toBe(row.total);
      const lines = await api.db
        .select({ total: orderLines.totalPrice, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, row.id))
        .orderBy(asc(orderLines.position));
      expect(lines).toEqual(breakdown.lines.map(({ net, quantity }) => ({ total: net, quantity })));
      expect(row.total).toBeGreaterThan(0);
    }
  });

  it("charge a delivery its zone's fee, apply a members' coupon, and round francs in cash to 5 Rappen", async () => {
    const fatmas = await seededRows("demo");
    const delivered = fatmas.find(({ idempotencyKey }) => idempotencyKey.endsWith(":01"));
    expect(delivered?.breakdown).toMatchObject({ delivery_fee: { kind: "zone", amount: 500 } });
    const withCoupon = fatmas.find(({ idempotencyKey }) => idempotencyKey.endsWith(":02"));
    expect(withCoupon?.breakdown).toMatchObject({ coupon: { applied: true } });
    const [member] = await api.db
      .select({ used: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.code, "MEMBER20"));
    expect(member?.used).toBe(1);
    const lukas = await seededRows("demo-zurich");
    expect(new Set(lukas.map(({ currency }) => currency))).toEqual(new Set(["CHF"]));
    for (const row of lukas) expect(row.total % 5).toBe(0);
  });

  it("give Lukas his own history in francs, which Fatma and Yousef do not see", async () => {
    const his = await history(lukas.user.id, lukas.token);
    expect(his.map(({ status_name }) => status_name).sort()).toEqual([
      "cancelled",
      "delivered",
      "delivered",
      "pending",
    ]);
    expect(his.every(({ reference_id }) => reference_id === "demo-zurich")).toBe(true);

    const fatmasIds = new Set((await history(fatma.user.id, fatma.token)).map(({ id }) => id));
    const yousefs = await history(yousef.user.id, yousef.token);
    expect(yousefs.filter(({ id }) => fatmasIds.has(id))).toEqual([]);
    expect(his.filter(({ id }) => fatmasIds.has(id))).toEqual([]);
    // Fatma's list under another customer's token is the 404 of an unknown one.
    const other = await call(`/webapp/v5/orders/${fatma.user.id}`, yousef.token);
    expect(other.statusCode).toBe(404);
    expect(failureSchema.parse(other.json()).code).toBe("NOT_FOUND");
    // Nor does another customer's token open one of her orders.
    const [one] = fatmasIds;
    const order = await call(`/webapp/order/${one}`, yousef.token);
    expect(order.statusCode).toBe(404);
  });

  it("are not placed twice when the demo is seeded again", async () => {
    const counts = async () => ({
      orders: (await api.db.select({ n: count() }).from(orders))[0]?.n,
      events: (await api.db.select({ n: count() }).from(orderEvents))[0]?.n,
      outbox: (await api.db.select({ n: count() }).from(outbox))[0]?.n,
      redemptions: (await api.db.select({ n: count() }).from(couponRedemptions))[0]?.n,
    });
    const before = await counts();
    await seedDemo(api.db);
    expect(await counts()).toEqual(before);
    // A seeder racing another reaches placeOrder with a known key: the same order is answered.
    const [row] = await seededRows("demo");
    if (!row) throw new Error("No demo past order");
    const again = await placeOrder(
      {
        db: api.db,
        gateway: sandboxGateway(api.db, "http://localhost/"),
        returnOrigins: [],
        now: row.createdAt,
        language: "en",
        customer: { userId: row.userId ?? 0, businessId: row.businessId },
      },
      orderRequestSchema.parse(row.request),
      row.idempotencyKey,
    );
    expect(again.status).toBe(200);
    expect(again.answer.order.id).toBe(row.id);
    expect(await counts()).toEqual(before);
  });

  it("finish a walk an interrupted seed left halfway", async () => {
    const entry = demoPastOrders.find(({ key }) => key === "demo-past-order:demo:01");
    const [row] = (await seededRows("demo")).filter(
      ({ idempotencyKey }) => idempotencyKey === entry?.key,
    );
    if (!entry || !row) throw new Error("No first demo past order");
    // As if the seed stopped after "accepted": the later moves are undone.
    await api.db
      .delete(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), inArray(orderEvents.status, [3, 4, 5])));
    await api.db.update(orders).set({ status: 1 }).where(eq(orders.id, row.id));
    await seedDemo(api.db);
    const events = await api.db
      .select({ status: orderEvents.status })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.at));
    expect(events.map(({ status }) => status)).toEqual([0, 1, 3, 4, 5]);
    const [after] = await api.db.select().from(orders).where(eq(orders.id, row.id));
    expect(after?.status).toBe(5);
  });
});
