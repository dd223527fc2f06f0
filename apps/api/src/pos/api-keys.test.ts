import { apiKeyPattern, failureSchema, posOrderAnswerSchema } from "@storefront/api-client";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiKeys, messages, orders, outbox, staffAudit } from "../db/schema/index.js";
import { defaultClientLimits } from "../limits/client-limits.js";
import type { Actor } from "../staff/actor.js";
import { mondayNoon, testClock } from "../../test/clock.js";
import { testApi } from "../../test/test-api.js";
import { businessId, placeDemoOrder, withKey } from "../../test/till.js";
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from "./manage-api-keys.js";

// ADR 060: a business's keys for its till: made with the key shown once and only its SHA-256
// kept, listed without a secret, revoked and rotated at once; each call through a key is limited
// per minute, notes the key's last use at most once a minute, and audits what it changes.

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now, limits: { ...defaultClientLimits, keyCallsPerMinute: 5 } });
let demo = 0;
let zurich = 0;
let owner: Actor = { kind: "development" };

beforeAll(async () => {
  demo = await businessId(api.db, "demo");
  zurich = await businessId(api.db, "demo-zurich");
  owner = { kind: "key", businessId: demo, apiKeyId: 0 };
});

const development: Actor = { kind: "development" };
const read = (key: string, id: number) =>
  api.app.inject({ method: "GET", url: `/service/pos/orders/${id}`, headers: withKey(key) });

describe("a business's till keys", () => {
  it("shows a new key once, keeps only its SHA-256, and lists it without a secret", async () => {
    const created = await createApiKey(
      api.db,
      demo,
      development,
      { name: "Front till", scopes: ["orders:read", "orders:read"] },
      clock.now(),
    );
    expect(created.key).toMatch(apiKeyPattern);
    expect(created.key.startsWith(`sk_${created.prefix}_`)).toBe(true);
    const [row] = await api.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    // The secret is everything after the prefix: base64url, so it may hold "_" itself.
    const secret = created.key.slice(`sk_${created.prefix}_`.length);
    expect(secret).toHaveLength(43);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row?.scopes).toEqual(["orders:read"]);

    const listed = await listApiKeys(api.db, demo, development);
    const shown = listed.find((key) => key.id === created.id);
    expect(shown).toEqual({
      id: created.id,
      name: "Front till",
      prefix: created.prefix,
      scopes: ["orders:read"],
      createdAt: mondayNoon,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.key);
  });

  it("refuses another business's actor, and another business's key id", async () => {
    const theirs = await createApiKey(
      api.db,
      zurich,
      development,
      { name: "Z", scopes: [] },
      clock.now(),
    );
    await expect(listApiKeys(api.db, zurich, owner)).rejects.toMatchObject({ status: 404 });
    await expect(
      revokeApiKey(api.db, demo, development, theirs.id, clock.now()),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      rotateApiKey(api.db, demo, development, theirs.id, clock.now()),
    ).rejects.toMatchObject({ status: 404 });
    expect(
      (await listApiKeys(api.db, zurich, development)).find((key) => key.id === theirs.id)
        ?.revokedAt,
    ).toBeNull();
  });

  it("revokes a key for its next call, and rotates one into a new key at once", async () => {
    clock.advance(120);
    const order = await placeDemoOrder(api.app, "keys");
    const first = await createApiKey(
      api.db,
      demo,
      development,
      { name: "Bar", scopes: ["orders:read"] },
      clock.now(),
    );
    expect((await read(first.key, order)).statusCode).toBe(200);

    const rotated = await rotateApiKey(api.db, demo, development, first.id, clock.now());
    expect(rotated).toMatchObject({ name: "Bar", scopes: ["orders:read"], revokedAt: null });
    expect(rotated.key).not.toBe(first.key);
    expect((await read(first.key, order)).statusCode).toBe(401);
    expect((await read(rotated.key, order)).statusCode).toBe(200);
    // A revoked key cannot be rotated or revoked again.
    await expect(
      rotateApiKey(api.db, demo, development, first.id, clock.now()),
    ).rejects.toMatchObject({
      status: 404,
    });

    await revokeApiKey(api.db, demo, development, rotated.id, clock.now());
    expect((await read(rotated.key, order)).statusCode).toBe(401);
  });

  it("notes a key's last use at most once a minute, and limits its calls a minute", async () => {
    clock.advance(120);
    const order = await placeDemoOrder(api.app, "keys");
    const key = await createApiKey(
      api.db,
      demo,
      development,
      { name: "Busy", scopes: ["orders:read"] },
      clock.now(),
    );
    const lastUsed = async () =>
      (await api.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]?.lastUsedAt;
    const start = clock.now();
    expect((await read(key.key, order)).statusCode).toBe(200);
    expect(await lastUsed()).toEqual(start);
    clock.advance(30);
    expect((await read(key.key, order)).statusCode).toBe(200);
    expect(await lastUsed()).toEqual(start);
    clock.advance(31);
    expect((await read(key.key, order)).statusCode).toBe(200);
    expect(await lastUsed()).toEqual(clock.now());

    // Five calls a minute here: two in the last minute, three more, and the sixth waits.
    for (let call = 0; call < 3; call += 1)
      expect((await read(key.key, order)).statusCode).toBe(200);
    const limited = await read(key.key, order);
    expect(limited.statusCode).toBe(429);
    expect(failureSchema.parse(limited.json())).toMatchObject({
      code: "RATE_LIMITED",
      details: { retry_after_seconds: expect.any(Number) },
    });
    // Another key of the business has its own minute.
    const other = await createApiKey(
      api.db,
      demo,
      development,
      { name: "Other", scopes: ["orders:read"] },
      clock.now(),
    );
    expect((await read(other.key, order)).statusCode).toBe(200);
    clock.advance(61);
    expect((await read(key.key, order)).statusCode).toBe(200);
  });

  it("moves an order through a key: audited under the key, the customer told, the outbox written", async () => {
    clock.advance(120);
    const id = await placeDemoOrder(api.app, "keys");
    const key = await createApiKey(
      api.db,
      demo,
      development,
      { name: "Kitchen", scopes: ["orders:write"] },
      clock.now(),
    );
    const accept = await api.app.inject({
      method: "POST",
      url: `/service/pos/orders/${id}/status`,
      headers: withKey(key.key),
      payload: { status: 1, preparation_minutes: 25 },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const moved = posOrderAnswerSchema.parse(accept.json()).order;
    expect(moved).toMatchObject({
      id,
      status: 1,
      status_name: "accepted",
      expected_at: new Date(clock.now().getTime() + 25 * 60_000).toISOString(),
      currency: "KWD",
      selling_types: "car_pickup",
    });
    const cancel = await api.app.inject({
      method: "POST",
      url: `/service/pos/orders/${id}/status`,
      headers: withKey(key.key),
      payload: { status: 9, reason: "The oven broke" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(posOrderAnswerSchema.parse(cancel.json()).order.status_reason).toBe("The oven broke");

    const audit = await api.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.apiKeyId, key.id), eq(staffAudit.subject, `order:${id}`)));
    expect(audit.map((row) => row.action)).toEqual(["order.status", "order.status"]);
    const [placed] = await api.db.select().from(orders).where(eq(orders.id, id));
    const told = await api.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, placed?.phone ?? ""));
    expect(told.some((message) => message.body.includes("The oven broke"))).toBe(true);
    const changes = (
      await api.db.select().from(outbox).where(eq(outbox.topic, "order.status_changed"))
    ).filter((row) => (row.payload as { order_id: number }).order_id === id);
    expect(changes).toHaveLength(2);

    // A move the transitions do not allow is refused and changes nothing.
    const again = await api.app.inject({
      method: "POST",
      url: `/service/pos/orders/${id}/status`,
      headers: withKey(key.key),
      payload: { status: 1 },
    });
    expect(again.statusCode).toBe(409);
  });
});
