import { verifyWebhookSignature, webhookEventSchema, webhookHeaders } from "@storefront/api-client";
import { and, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, webhookAttempts, webhookDeliveries } from "../db/schema/index.js";
import { mondayNoon, testClock } from "../../test/clock.js";
import { testApi } from "../../test/test-api.js";
import { businessId, placeDemoOrder, tillKey, withKey } from "../../test/till.js";
import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listDeliveryAttempts,
  listWebhookEndpoints,
} from "./manage-webhook-endpoints.js";
import { publishOutbox } from "./publish-outbox.js";
import { webhookWorker } from "./webhook-worker.js";

// ADR 061: the outbox's events reach a business's endpoints signed, once per event id, retried
// with growing waits while the receiver fails; a disabled endpoint gets nothing new, and two
// publishers on one database never write a delivery twice. Runs on PGlite and PostgreSQL.

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now });
const development = { kind: "development" } as const;
/** The test's receiver listens on 127.0.0.1: private addresses are allowed here, and only here. */
const receiversHere = { allowPrivateAddresses: true };

interface Received {
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

/** A receiver on 127.0.0.1 that answers each request as `answer` says for it. */
function receiver() {
  const received: Received[] = [];
  let answer: (index: number) => "ok" | "fail" | "hang" | "close" = () => "ok";
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      const how = answer(received.length - 1);
      if (how === "ok") response.writeHead(204).end();
      if (how === "fail") response.writeHead(500).end("broken");
      if (how === "close") request.socket.destroy();
    });
  });
  return {
    received,
    answerWith: (how: typeof answer) => {
      answer = how;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    start: () => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const hooks = receiver();
let demo = 0;

beforeAll(async () => {
  await hooks.start();
  demo = await businessId(api.db, "demo");
  // The seeded demo's old messages go out before any endpoint exists.
  while ((await publishOutbox(api.db, clock.now())).published > 0);
});
afterAll(() => hooks.stop());

/** A delivery loop; the receiver listens on 127.0.0.1, so private receivers are allowed by default. */
const worker = (timeoutMs = 300, allowPrivateAddresses = true) =>
  webhookWorker({
    db: api.db,
    clock: clock.now,
    log: api.app.log,
    timeoutMs,
    random: () => 1,
    allowPrivateAddresses,
  });

async function deliveriesOf(endpointId: number) {
  return api.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);
}

describe("signed webhooks (ADR 061)", () => {
  it("reaches no receiver on a private network where they are refused, and logs why", async () => {
    const endpoint = await createWebhookEndpoint(
      api.db,
      demo,
      development,
      { url: hooks.url(), events: ["order.created"] },
      clock.now(),
      receiversHere,
    );
    hooks.received.length = 0;
    await placeDemoOrder(api.app, "webhooks-private-receiver");
    await worker(300, false).runOnce();
    expect(hooks.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery?.deliveredAt).toBeNull();
    const log = await listDeliveryAttempts(api.db, demo, development, delivery?.id ?? 0);
    expect(log).toEqual([
      expect.objectContaining({ statusCode: null, error: expect.stringMatching(/https/) }),
    ]);
    await disableWebhookEndpoint(api.db, demo, development, endpoint.id, clock.now());
  });

  it("delivers an event once, after a 500 and a timeout, signed with the endpoint's secret", async () => {
    const endpoint = await createWebhookEndpoint(
      api.db,
      demo,
      development,
      { url: hooks.url(), events: ["order.created", "order.status_changed"] },
      clock.now(),
      receiversHere,
    );
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(await listWebhookEndpoints(api.db, demo, development))).not.toContain(
      endpoint.secret,
    );
    hooks.received.length = 0;
    hooks.answerWith((index) => (index === 0 ? "fail" : index === 1 ? "hang" : "ok"));
    const loop = worker();
    const orderId = await placeDemoOrder(api.app, "webhooks");

    const sentAt: Date[] = [];
    const waits: number[] = [];
    expect(await loop.runOnce()).toEqual({ published: 1, tried: 1 });
    sentAt.push(clock.now());
    for (const _ of [1, 2]) {
      const [pending] = await deliveriesOf(endpoint.id);
      const wait = (pending?.nextAttemptAt.getTime() ?? 0) - clock.now().getTime();
      waits.push(wait);
      // Nothing is due before its wait is over.
      clock.advance(wait / 1000 - 1);
      expect((await loop.runOnce()).tried).toBe(0);
      clock.advance(1);
      expect((await loop.runOnce()).tried).toBe(1);
      sentAt.push(clock.now());
    }
    expect(waits).toEqual([10_000, 20_000]);
    clock.advance(3600);
    expect(await loop.runOnce()).toEqual({ published: 0, tried: 0 });

    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ eventId: expect.stringMatching(/^evt_\d+$/), attempts: 3 });
    expect(delivery?.deliveredAt).toEqual(sentAt[2]);
    expect(hooks.received).toHaveLength(3);
    for (const [index, { headers, body }] of hooks.received.entries()) {
      expect(headers[webhookHeaders.id.toLowerCase()]).toBe(delivery?.eventId);
      expect(headers[webhookHeaders.type.toLowerCase()]).toBe("order.created");
      expect(body).toBe(hooks.received[0]?.body);
      const signature = String(headers[webhookHeaders.signature.toLowerCase()]);
      const at = sentAt[index] as Date;
      expect(await verifyWebhookSignature(endpoint.secret, signature, body, at, 300)).toBe(true);
      expect(await verifyWebhookSignature("whsec_forged", signature, body, at, 300)).toBe(false);
      const stale = new Date(at.getTime() + 301_000);
      expect(await verifyWebhookSignature(endpoint.secret, signature, body, stale, 300)).toBe(
        false,
      );
    }
    const event = webhookEventSchema("order.created").parse(JSON.parse(hooks.received[0]!.body));
    expect(event).toMatchObject({
      id: delivery?.eventId,
      data: { order_id: orderId, business_id: demo },
    });

    const log = await listDeliveryAttempts(api.db, demo, development, delivery?.id ?? 0);
    expect(log.map(({ statusCode }) => statusCode)).toEqual([500, null, 204]);
    expect(log[1]?.error).toBe("no answer within 300 ms");
    await expect(
      listDeliveryAttempts(
        api.db,
        await businessId(api.db, "demo-zurich"),
        development,
        delivery?.id ?? 0,
      ),
    ).rejects.toMatchObject({ status: 404 });
    await disableWebhookEndpoint(api.db, demo, development, endpoint.id, clock.now());
  });

  it("retries a receiver that closes the connection, and tells a move as its own event", async () => {
    const endpoint = await createWebhookEndpoint(
      api.db,
      demo,
      development,
      { url: hooks.url(), events: ["order.status_changed"] },
      clock.now(),
      receiversHere,
    );
    hooks.received.length = 0;
    hooks.answerWith((index) => (index === 0 ? "close" : "ok"));
    const key = await tillKey(api.db, demo, clock.now());
    const orderId = await placeDemoOrder(api.app, "webhooks");
    const accepted = await api.app.inject({
      method: "POST",
      url: `/service/pos/orders/${orderId}/status`,
      headers: withKey(key.key),
      payload: { status: 1, preparation_minutes: 15 },
    });
    expect(accepted.statusCode).toBe(200);
    const loop = worker();
    expect((await loop.runOnce()).tried).toBe(1);
    clock.advance(10);
    expect((await loop.runOnce()).tried).toBe(1);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery?.deliveredAt).not.toBeNull();
    const log = await listDeliveryAttempts(api.db, demo, development, delivery?.id ?? 0);
    expect(log[0]).toMatchObject({ statusCode: null, error: expect.any(String) });
    const event = webhookEventSchema("order.status_changed").parse(
      JSON.parse(hooks.received.at(-1)?.body ?? ""),
    );
    expect(event.data).toMatchObject({ order_id: orderId, status: 1, previous_status: 0 });
    await disableWebhookEndpoint(api.db, demo, development, endpoint.id, clock.now());
  });

  it("writes nothing new for a disabled endpoint, and gives up what it was owed", async () => {
    const endpoint = await createWebhookEndpoint(
      api.db,
      demo,
      development,
      { url: hooks.url(), events: ["order.created"] },
      clock.now(),
      receiversHere,
    );
    hooks.answerWith(() => "fail");
    const loop = worker();
    await placeDemoOrder(api.app, "webhooks");
    await loop.runOnce();
    await disableWebhookEndpoint(api.db, demo, development, endpoint.id, clock.now());
    const [owed] = await deliveriesOf(endpoint.id);
    expect(owed?.failedAt).toEqual(clock.now());

    hooks.received.length = 0;
    await placeDemoOrder(api.app, "webhooks");
    clock.advance(3600);
    expect((await loop.runOnce()).published).toBe(1);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    expect(hooks.received).toEqual([]);
    await expect(
      disableWebhookEndpoint(api.db, demo, development, endpoint.id, clock.now()),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("never writes or sends a delivery twice with two publishers on one database", async () => {
    const endpoints = await Promise.all(
      [1, 2].map(() =>
        createWebhookEndpoint(
          api.db,
          demo,
          development,
          { url: hooks.url(), events: ["order.created"] },
          clock.now(),
          receiversHere,
        ),
      ),
    );
    hooks.received.length = 0;
    hooks.answerWith(() => "ok");
    const events = 40;
    await api.db.insert(outbox).values(
      Array.from({ length: events }, (_, index) => ({
        topic: "order.created",
        payload: {
          order_id: index + 1,
          business_id: demo,
          branch_id: 1,
          status: 0,
          currency: "KWD",
          total: 900,
        },
        createdAt: clock.now(),
      })),
    );
    const [first, second] = [worker(10_000), worker(10_000)];
    // Small batches, many rounds each, all at once: the two share the work.
    await Promise.all(
      [first, second].flatMap((loop) =>
        Array.from({ length: 6 }, async () => {
          for (let round = 0; round < 4; round += 1) {
            await publishOutbox(api.db, clock.now(), 5);
            await loop.runOnce();
          }
        }),
      ),
    );
    while ((await first.runOnce()).published + (await second.runOnce()).tried > 0);
    // A failed try would be retried and so sent twice, as at-least-once allows: there is none.
    const failed = await api.db
      .select({ error: webhookAttempts.error })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(
        and(
          inArray(
            webhookDeliveries.endpointId,
            endpoints.map((endpoint) => endpoint.id),
          ),
          isNotNull(webhookAttempts.error),
        ),
      );
    expect(failed).toEqual([]);

    for (const endpoint of endpoints) {
      const [written] = await api.db
        .select({ rows: count() })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(written?.rows).toBe(events);
      const [undelivered] = await api.db
        .select({ rows: count() })
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.endpointId, endpoint.id), isNull(webhookDeliveries.deliveredAt)),
        );
      expect(undelivered?.rows).toBe(0);
    }
    const sent = hooks.received.map(({ headers }) =>
      String(headers[webhookHeaders.id.toLowerCase()]),
    );
    expect(sent).toHaveLength(events * endpoints.length);
    expect(new Set(sent).size).toBe(events);
    const [unpublished] = await api.db
      .select({ rows: count() })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    expect(unpublished?.rows).toBe(0);
  });

  it("stops its rounds and a try in flight when the app closes", async () => {
    const endpoint = await createWebhookEndpoint(
      api.db,
      demo,
      development,
      { url: hooks.url(), events: ["order.created"] },
      clock.now(),
      receiversHere,
    );
    hooks.answerWith(() => "hang");
    const loop = worker(60_000);
    await placeDemoOrder(api.app, "webhooks");
    loop.start();
    // The first round is in flight, waiting on a receiver that never answers.
    while (hooks.received.length === 0 || (await deliveriesOf(endpoint.id)).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = Date.now();
    await loop.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    const [delivery] = await deliveriesOf(endpoint.id);
    const log = await listDeliveryAttempts(api.db, demo, development, delivery?.id ?? 0);
    expect(log.at(-1)?.error).toBe("the API stopped during the try");
    await disableWebhookEndpoint(api.db, demo, development, endpoint.id, clock.now());
  });
});
