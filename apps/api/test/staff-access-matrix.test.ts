import {
  type Endpoint,
  endpoints,
  failureSchema,
  fillPath,
  orderExamples,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { openSession } from "../src/accounts/sessions.js";
import { hashToken } from "../src/accounts/secrets.js";
import {
  businesses,
  itemBranches,
  modifierGroups,
  modifiers,
  reservations,
  staffMembers,
  users,
  webhookDeliveries,
} from "../src/db/schema/index.js";
import { createApiKey } from "../src/pos/manage-api-keys.js";
import { openStaffSession, revokeStaffSessions } from "../src/staff/staff-sessions.js";
import { createWebhookEndpoint } from "../src/webhooks/manage-webhook-endpoints.js";
import { mondayNoon, testClock } from "./clock.js";
import { testApi } from "./test-api.js";

// QUALITY.md, Security: the access matrix of the business side (ADR 062). Every staff call of the
// endpoint table is placed here: without a session, with a customer's token, an ended, revoked or
// removed member's session it is 401; below its role 403; a member of another business asking
// about this one's order, reservation, branch or staff gets what an unknown id gets (404).
// A new staff call fails the first test until it has its case. Runs on PGlite and PostgreSQL.

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now });

type Name = keyof typeof endpoints;
const staffCalls = (Object.entries(endpoints) as [Name, Endpoint][]).filter(
  ([, entry]) => entry.access === "staff",
);

/** The thing of the demo business each call names, and a body it accepts. */
interface Case {
  readonly params?: () => Promise<Record<string, number>>;
  readonly body?: object;
}

async function demoOrder(): Promise<number> {
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": `staff-matrix-${Math.random().toString(36).slice(2, 14)}` },
    payload: orderExamples.car_pickup,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { order: { id: number } }).order.id;
}

/** A pending reservation of the demo's first customer, as a booking leaves it. */
async function demoReservation(): Promise<number> {
  const [customer] = await api.db
    .select({ id: users.id, businessId: users.businessId })
    .from(users)
    .where(eq(users.phone, "+96550000001"));
  const slotStart = new Date("2026-11-24T16:00:00Z");
  const [row] = await api.db
    .insert(reservations)
    .values({
      businessId: customer!.businessId,
      branchId: orderExamples.car_pickup.branch_id,
      userId: customer!.id,
      slotDate: "2026-11-24",
      slotStart,
      slotEnd: new Date(slotStart.getTime() + 3_600_000),
      partySize: 2,
      type: 1,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning({ id: reservations.id });
  return row!.id;
}

async function staffId(phone: string): Promise<number> {
  const [row] = await api.db.select().from(staffMembers).where(eq(staffMembers.phone, phone));
  if (!row) throw new Error(`no staff ${phone}`);
  return row.id;
}

const branch = orderExamples.car_pickup.branch_id;
const falafel = orderExamples.car_pickup.order_lines[0]!;

const cases: Record<string, Case> = {
  staffSignOut: {},
  staffSignOutEverywhere: {},
  staffMe: {},
  setStaffPassword: { body: { new_password: "a long enough password" } },
  boardOrders: {},
  boardOrder: { params: async () => ({ id: await demoOrder() }) },
  staffMoveOrder: { params: async () => ({ id: await demoOrder() }), body: { status: 1 } },
  boardReservations: {},
  staffMoveReservation: {
    params: async () => ({ id: await demoReservation() }),
    body: { status: 1 },
  },
  branchPauses: {},
  pauseBranch: {
    params: async () => ({ id: orderExamples.car_pickup.branch_id }),
    body: { selling_type: "dine_in", minutes: 0 },
  },
  staffBranchMenu: { params: async () => ({ id: branch }) },
  staffMenuDocument: {},
  // Refused for its currency once let in: the demo's menu stays as the other tests know it.
  uploadMenuDocument: {
    body: { currency: "AED", categories: [{ key: "matrix", name: { en: "Matrix" }, items: [] }] },
  },
  staffItemSoldOut: {
    params: async () => ({ id: branch, itemId: orderExamples.car_pickup.order_lines[0]!.item_id }),
    body: { sold_out: false },
  },
  staffModifierSoldOut: {
    params: async () => ({ id: branch, modifierId: await demoModifier() }),
    body: { sold_out: false },
  },
  changeItemPrice: {
    params: async () => ({ id: falafel.item_id }),
    body: { price_label_id: falafel.price_label_id, price: 900 },
  },
  changeItemVisibility: { params: async () => ({ id: falafel.item_id }), body: { visible: true } },
  listApiKeys: {},
  createApiKey: { body: { name: "Matrix till", scopes: ["orders:read"] } },
  revokeApiKey: { params: async () => ({ id: await demoKey() }) },
  rotateApiKey: { params: async () => ({ id: await demoKey() }) },
  listWebhookEndpoints: {},
  createWebhookEndpoint: {
    body: { url: "https://till.example.com/hooks", events: ["order.created"] },
  },
  disableWebhookEndpoint: { params: async () => ({ id: await demoWebhook() }) },
  listWebhookDeliveries: { params: async () => ({ id: await demoWebhook() }) },
  listWebhookAttempts: { params: async () => ({ id: await demoDelivery() }) },
  listStaff: {},
  inviteStaff: { body: { name: "Matrix", phone: "+96590000077", role: "staff", branch_id: null } },
  removeStaff: { params: async () => ({ id: await newStaff() }) },
};

/** An option of a dish the demo's first branch sells. */
async function demoModifier(): Promise<number> {
  const [row] = await api.db
    .select({ id: modifiers.id })
    .from(modifiers)
    .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
    .innerJoin(itemBranches, eq(itemBranches.itemId, modifierGroups.itemId))
    .where(eq(itemBranches.branchId, branch))
    .limit(1);
  if (!row) throw new Error("the demo's branch sells no dish with options");
  return row.id;
}

/** A live till key of the demo. */
async function demoKey(): Promise<number> {
  const [business] = await api.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, "demo"));
  const key = await createApiKey(
    api.db,
    business!.id,
    { kind: "development" },
    { name: "Matrix", scopes: ["orders:read"] },
    clock.now(),
  );
  return key.id;
}

/** A live webhook receiver of the demo. */
async function demoWebhook(): Promise<number> {
  const endpoint = await createWebhookEndpoint(
    api.db,
    await demoBusiness(),
    { kind: "development" },
    { url: "https://till.example.com/hooks", events: ["order.created"] },
    clock.now(),
    { allowPrivateAddresses: false },
  );
  return endpoint.id;
}

/** An event owed to a demo receiver. */
async function demoDelivery(): Promise<number> {
  const [row] = await api.db
    .insert(webhookDeliveries)
    .values({
      endpointId: await demoWebhook(),
      eventId: `evt_matrix_${Math.random().toString(36).slice(2, 10)}`,
      type: "order.created",
      payload: {},
      nextAttemptAt: clock.now(),
      createdAt: clock.now(),
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

async function demoBusiness(): Promise<number> {
  const [business] = await api.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, "demo"));
  return business!.id;
}

let hired = 0;
/** A new member of the demo's staff, for a call that removes one. */
async function newStaff(): Promise<number> {
  const [business] = await api.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, "demo"));
  const [row] = await api.db
    .insert(staffMembers)
    .values({
      businessId: business!.id,
      branchId: null,
      role: "staff",
      name: "Matrix hire",
      phone: `+9659100${String(++hired).padStart(4, "0")}`,
      createdAt: clock.now(),
    })
    .returning({ id: staffMembers.id });
  return row!.id;
}

async function tokenOf(phone: string): Promise<string> {
  const [member] = await api.db.select().from(staffMembers).where(eq(staffMembers.phone, phone));
  if (!member) throw new Error(`no staff ${phone}`);
  return (await openStaffSession(api.db, member, clock.now())).token;
}

async function call(name: Name, token: string | undefined, params: Record<string, number> = {}) {
  const entry: Endpoint = endpoints[name];
  const { body } = cases[name] ?? {};
  const query = name === "boardReservations" ? "?date=2026-11-23" : "";
  const response = await api.app.inject({
    method: entry.method,
    url: `${fillPath(entry.path, params)}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body }),
  });
  const parsed = failureSchema.safeParse(response.json());
  return { status: response.statusCode, code: parsed.success ? parsed.data.code : "answer" };
}

describe("the staff access matrix", () => {
  beforeEach(() => clock.set(mondayNoon));

  it("places every staff call of the endpoint table", () => {
    expect(staffCalls.map(([name]) => name).sort()).toEqual(Object.keys(cases).sort());
  });

  it("answers 401 without a session, with a customer's token, and with an ended one", async () => {
    const [customer] = await api.db
      .select({ id: users.id, businessId: users.businessId })
      .from(users)
      .where(eq(users.phone, "+96550000001"));
    const customerToken = await openSession(
      api.db,
      customer!.id,
      customer!.businessId,
      clock.now(),
    );
    const expired = await tokenOf("+96590000001");
    const revoked = await tokenOf("+96590000001");
    await revokeStaffSessions(api.db, { tokenHash: hashToken(revoked) }, clock.now());
    const named = new Map<string, Record<string, number> | undefined>();
    for (const [name] of staffCalls) named.set(name, await cases[name]?.params?.());
    clock.advance(12 * 3600);
    for (const [name] of staffCalls) {
      const params = named.get(name);
      for (const [who, token] of [
        ["no token", undefined],
        ["a malformed token", "not-a-token"],
        ["a customer's token", customerToken],
        ["a session past its 12 hours", expired],
        ["a revoked session", revoked],
      ] as const) {
        expect(await call(name, token, params), `${name} with ${who}`).toMatchObject({
          status: 401,
        });
      }
      const live = await tokenOf("+96590000001");
      expect((await call(name, live, params)).status, `${name} live`).not.toBe(401);
    }
  });

  it("answers 403 below the call's role", async () => {
    const kitchen = await tokenOf("+96590000003");
    const manager = await tokenOf("+96590000002");
    for (const [name, entry] of staffCalls) {
      if (!entry.role) continue;
      const params = await cases[name]?.params?.();
      expect(await call(name, kitchen, params), `${name} by staff`).toMatchObject({
        status: 403,
        code: "FORBIDDEN",
      });
      if (entry.role === "owner") {
        expect(await call(name, manager, params), `${name} by a manager`).toMatchObject({
          status: 403,
        });
      }
    }
  });

  it("answers another business's staff about this one's things as about unknown ids", async () => {
    const stranger = await tokenOf("+971500000101");
    for (const [name] of staffCalls) {
      const params = await cases[name]?.params?.();
      if (!params) continue;
      const theirs = await call(name, stranger, params);
      const unknown = await call(
        name,
        stranger,
        Object.fromEntries(Object.keys(params).map((key) => [key, 999_999])),
      );
      expect(theirs, name).toEqual(unknown);
      expect(theirs.status, name).toBe(404);
    }
  });

  it("signs out a removed member of staff on every call", async () => {
    const temporary = "+96590000088";
    const owner = await tokenOf("+96590000001");
    const invited = await api.app.inject({
      method: "POST",
      url: "/business/v1/staff",
      headers: { authorization: `Bearer ${owner}` },
      payload: { name: "Leaving", phone: temporary, role: "manager", branch_id: null },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await tokenOf(temporary);
    const removed = await api.app.inject({
      method: "POST",
      url: `/business/v1/staff/${await staffId(temporary)}/remove`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(removed.statusCode).toBe(200);
    for (const [name] of staffCalls) {
      const params = await cases[name]?.params?.();
      expect((await call(name, token, params)).status, name).toBe(401);
    }
  });
});
