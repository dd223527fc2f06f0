import { type ApiKeyScope, apiKeyScopes, endpoints, failureSchema } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { items, modifierGroups, modifiers, orders } from "../db/schema/index.js";
import { mondayNoon, testClock } from "../../test/clock.js";
import { testApi } from "../../test/test-api.js";
import { businessId, placeDemoOrder, tillKey, withKey } from "../../test/till.js";
import { revokeApiKey } from "./manage-api-keys.js";

// The till's access matrix (ADR 060): every call of the endpoint table given to a key is asked
// with no key, a malformed, unknown or revoked key, a key without its scope, a key of another
// business, and a right key. Another business's orders, dishes and branches are what an unknown
// id is: 404, never shown. A new till call fails the first test until it is placed here.

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now });

/** Salmiya, the demo restaurant's first branch, sells Falafel (item 24). */
const salmiya = 1;
const falafel = 24;

interface Request {
  readonly method: "GET" | "POST";
  readonly url: string;
  readonly payload?: object;
}

interface Case {
  /** The call, about a fresh thing of the demo restaurant's. */
  readonly request: () => Promise<Request>;
  /** What another business's right key sees, when it answers 200 rather than 404 (a listing). */
  readonly elsewhere?: (response: LightMyRequestResponse) => void;
}

const listed = (response: LightMyRequestResponse) =>
  (response.json() as { orders: { reference_id: string }[] }).orders;

let modifierId = 0;

const cases: Record<string, Case> = {
  posListOrders: {
    request: async () => {
      await placeDemoOrder(api.app, "matrix");
      // The listing shows changes once they settled (list-changed-orders.ts).
      clock.advance(10);
      return { method: "GET", url: "/service/pos/orders?limit=200" };
    },
    elsewhere: (response) => {
      expect(listed(response).every((order) => order.reference_id !== "demo")).toBe(true);
    },
  },
  posGetOrder: {
    request: async () => ({
      method: "GET",
      url: `/service/pos/orders/${await placeDemoOrder(api.app, "matrix")}`,
    }),
  },
  posMoveOrder: {
    request: async () => ({
      method: "POST",
      url: `/service/pos/orders/${await placeDemoOrder(api.app, "matrix")}/status`,
      payload: { status: 1, preparation_minutes: 20 },
    }),
  },
  posItemSoldOut: {
    request: async () => ({
      method: "POST",
      url: `/service/pos/branches/${salmiya}/items/${falafel}/sold-out`,
      payload: { sold_out: false },
    }),
  },
  posModifierSoldOut: {
    request: async () => ({
      method: "POST",
      url: `/service/pos/branches/${salmiya}/modifiers/${modifierId}/sold-out`,
      payload: { sold_out: false },
    }),
  },
};

let demo = 0;
let zurich = 0;

beforeAll(async () => {
  demo = await businessId(api.db, "demo");
  zurich = await businessId(api.db, "demo-zurich");
  const [modifier] = await api.db
    .select({ id: modifiers.id })
    .from(modifiers)
    .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
    .innerJoin(items, eq(items.id, modifierGroups.itemId))
    .where(eq(items.businessId, demo))
    .limit(1);
  modifierId = modifier?.id ?? 0;
});

const send = (request: Request, key?: string) =>
  api.app.inject({
    method: request.method,
    url: request.url,
    headers: withKey(key),
    ...(request.payload ? { payload: request.payload } : {}),
  });

/** The status and stable code of an answer. */
function outcome(response: LightMyRequestResponse) {
  const failure = failureSchema.safeParse(response.json());
  return { status: response.statusCode, code: failure.success ? failure.data.code : "answer" };
}

/** The statuses an order moved through: a refused call moves nothing. */
async function statusOf(url: string): Promise<number | undefined> {
  const id = /\/orders\/(\d+)\//.exec(url)?.[1];
  if (!id) return undefined;
  const [row] = await api.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, Number(id)));
  return row?.status;
}

describe("the till's access matrix (ADR 060)", () => {
  it("places every call the endpoint table gives to a key", () => {
    const tillCalls = Object.entries(endpoints)
      .filter(([, entry]) => entry.access === "key")
      .map(([name]) => name);
    expect(tillCalls.length).toBeGreaterThan(0);
    expect(Object.keys(cases).sort()).toEqual(tillCalls.sort());
  });

  it.each(Object.keys(cases))(
    "%s: only a live key of the business with the scope",
    async (name) => {
      const entry = endpoints[name as keyof typeof endpoints] as { scope: ApiKeyScope };
      const check = cases[name] as Case;
      const right = await tillKey(api.db, demo, clock.now());
      const revoked = await tillKey(api.db, demo, clock.now());
      await revokeApiKey(api.db, demo, { kind: "development" }, revoked.id, clock.now());
      const scopeless = await tillKey(
        api.db,
        demo,
        clock.now(),
        apiKeyScopes.filter((scope) => scope !== entry.scope),
      );
      const elsewhere = await tillKey(api.db, zurich, clock.now());
      const unknown = `sk_${"0".repeat(12)}_${"A".repeat(43)}`;

      const refusals: [string | undefined, number, string][] = [
        [undefined, 401, "UNAUTHORIZED"],
        ["sk_live_nope", 401, "UNAUTHORIZED"],
        [right.key.slice(0, -1), 401, "UNAUTHORIZED"],
        [unknown, 401, "UNAUTHORIZED"],
        [revoked.key, 401, "UNAUTHORIZED"],
        [scopeless.key, 403, "FORBIDDEN"],
      ];
      for (const [key, status, code] of refusals) {
        const request = await check.request();
        const before = await statusOf(request.url);
        expect(outcome(await send(request, key)), `${key}`).toEqual({ status, code });
        expect(await statusOf(request.url)).toBe(before);
      }
      // A bearer header that is no key at all is refused the same.
      const request = await check.request();
      const bare = await api.app.inject({
        method: request.method,
        url: request.url,
        headers: { authorization: "Basic dXNlcjpwYXNz" },
        ...(request.payload ? { payload: request.payload } : {}),
      });
      expect(outcome(bare)).toEqual({ status: 401, code: "UNAUTHORIZED" });

      const theirs = await check.request();
      const crossed = await send(theirs, elsewhere.key);
      if (check.elsewhere) {
        expect(crossed.statusCode, crossed.body).toBe(200);
        check.elsewhere(crossed);
      } else {
        expect(outcome(crossed)).toEqual({ status: 404, code: "NOT_FOUND" });
      }

      const own = await send(await check.request(), right.key);
      expect(own.statusCode, own.body).toBe(200);
    },
  );
});
