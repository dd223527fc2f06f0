import { fc } from "@fast-check/vitest";
import { type PosOrdersAnswer, posOrdersAnswerSchema } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema/index.js";
import { mondayNoon, testClock } from "../../test/clock.js";
import { testApi } from "../../test/test-api.js";
import { businessId, placeDemoOrder, tillKey, withKey } from "../../test/till.js";
import { orderChangesSettleMs } from "./pos-routes.js";

// ADR 060: the till pages through its business's order changes with an opaque cursor over
// (updated_at, id). Paging while orders are placed and moved yields every order's latest change
// exactly once after it happened, in order, and never a change twice.

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now });
let key = "";

beforeAll(async () => {
  key = (await tillKey(api.db, await businessId(api.db, "demo"), clock.now())).key;
});

async function page(cursor: string | undefined, limit: number): Promise<PosOrdersAnswer> {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  const response = await api.app.inject({
    method: "GET",
    url: `/service/pos/orders?${query}`,
    headers: withKey(key),
  });
  expect(response.statusCode, response.body).toBe(200);
  return posOrdersAnswerSchema.parse(response.json());
}

/** Pages on from `cursor` until no more changes wait; every listed change, and the last cursor. */
async function catchUp(cursor: string | undefined, limit = 200) {
  const seen: PosOrdersAnswer["orders"] = [];
  let next = cursor;
  for (;;) {
    const answer = await page(next, limit);
    seen.push(...answer.orders);
    next = answer.next_cursor;
    if (!answer.has_more) return { seen, cursor: next };
  }
}

// A car pickup goes pending → accepted → ready → delivered (ADR 014).
const nextStatus: Readonly<Record<number, number>> = { 0: 1, 1: 3, 3: 5 };

async function move(orderId: number): Promise<boolean> {
  const [row] = await api.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  const status = nextStatus[row?.status ?? -1];
  if (status === undefined) return false;
  const response = await api.app.inject({
    method: "POST",
    url: `/service/pos/orders/${orderId}/status`,
    headers: withKey(key),
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
  return true;
}

const step = fc.oneof(
  fc.constant({ kind: "place" as const }),
  fc.record({ kind: fc.constant("move" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("tick" as const), seconds: fc.integer({ min: 0, max: 8 }) }),
  fc.record({ kind: fc.constant("page" as const), limit: fc.integer({ min: 1, max: 3 }) }),
);

describe("the till's order changes (ADR 060)", () => {
  it("pages through placements and moves: each latest change once, in order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        clock.advance(60);
        let { cursor } = await catchUp(undefined);
        const listed: PosOrdersAnswer["orders"] = [];
        const mine: number[] = [];
        for (const taken of steps) {
          if (taken.kind === "place") mine.push(await placeDemoOrder(api.app, "changes"));
          if (taken.kind === "move" && mine.length > 0) {
            await move(mine[taken.pick % mine.length] as number);
          }
          if (taken.kind === "tick") clock.advance(taken.seconds);
          if (taken.kind === "page") {
            const answer = await page(cursor, taken.limit);
            listed.push(...answer.orders);
            cursor = answer.next_cursor;
          }
        }
        clock.advance(orderChangesSettleMs / 1000 + 1);
        listed.push(...(await catchUp(cursor, 2)).seen);

        // In order of (updated_at, id), and never the same change twice.
        const stamps = listed.map((order) => [Date.parse(order.updated_at), order.id] as const);
        for (let index = 1; index < stamps.length; index += 1) {
          const [before, after] = [stamps[index - 1]!, stamps[index]!];
          expect(before[0] < after[0] || (before[0] === after[0] && before[1] < after[1])).toBe(
            true,
          );
        }
        // Every order of the run shows last as it stands, and nothing else was listed.
        const stands = await api.db.select().from(orders);
        for (const id of mine) {
          const now = stands.find((order) => order.id === id);
          const last = listed.filter((order) => order.id === id).at(-1);
          expect(last?.status).toBe(now?.status);
          expect(last?.updated_at).toBe(now?.updatedAt.toISOString());
        }
        expect(listed.every((order) => mine.includes(order.id))).toBe(true);
      }),
      { numRuns: 6 },
    );
  });

  it("lists a change stamped before the last page but committed after it", async () => {
    clock.advance(60);
    let { cursor } = await catchUp(undefined);
    const id = await placeDemoOrder(api.app, "late");
    clock.advance(2);
    // The page comes while the order's change is not yet settled: it is not listed yet.
    const early = await page(cursor, 50);
    expect(early.orders.map((order) => order.id)).not.toContain(id);
    cursor = early.next_cursor;
    // A move stamped a second before that page commits only now.
    await api.db
      .update(orders)
      .set({ status: 1, updatedAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(orders.id, id));
    clock.advance(orderChangesSettleMs / 1000);
    const later = await catchUp(cursor);
    expect(later.seen.filter((order) => order.id === id).map((order) => order.status)).toEqual([1]);
  });

  it("answers the same cursor when nothing changed, and 400 for a cursor it did not write", async () => {
    clock.advance(60);
    const { cursor } = await catchUp(undefined);
    const again = await page(cursor, 10);
    expect(again).toMatchObject({ orders: [], next_cursor: cursor, has_more: false });
    const forged = await api.app.inject({
      method: "GET",
      url: "/service/pos/orders?cursor=bm90LWEtY3Vyc29y",
      headers: withKey(key),
    });
    expect(forged.statusCode).toBe(400);
  });
});
