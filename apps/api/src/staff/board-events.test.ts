import { orderExamples } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { buildApp } from "../app.js";
import { staffMembers } from "../db/schema/index.js";
import { type BoardFeed, openBoardFeed } from "./board-feed.js";
import { openStaffSession } from "./staff-sessions.js";

// ADR 062: the board hears every order as it commits, on every API process, since each process
// listens to the database's channel. Two apps, each with its own feed (on PostgreSQL, its own
// connection), both push an order placed through one of them. Runs on PGlite and PostgreSQL.

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const feeds: BoardFeed[] = [];
const clock = () => mondayNoon;

beforeAll(async () => {
  database = await createTestDatabase();
  for (let index = 0; index < 2; index += 1) {
    const board = await openBoardFeed(database);
    feeds.push(board);
    const app = buildApp({ db: database.db, logger: false, clock, board });
    await app.listen({ host: "127.0.0.1", port: 0 });
    apps.push(app);
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const feed of feeds) await feed.close();
  await database.drop();
});

async function tokenOf(phone: string): Promise<string> {
  const [member] = await database.db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.phone, phone));
  if (!member) throw new Error(`No demo staff ${phone}`);
  return (await openStaffSession(database.db, member, mondayNoon)).token;
}

/** Opens the board's stream on an app and collects its events by name and data. */
function openStream(app: FastifyInstance, token: string) {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  let response: IncomingMessage | undefined;
  const opened = new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: address.port,
        path: "/business/v1/events",
        headers: { authorization: `Bearer ${token}` },
      },
      (answer) => {
        response = answer;
        let buffer = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data });
            for (const wake of waiters.splice(0)) wake();
            end = buffer.indexOf("\n\n");
          }
        });
        resolve(answer.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end();
  });
  const until = async (found: () => boolean) => {
    while (!found()) await new Promise<void>((wake) => waiters.push(wake));
  };
  return { opened, events, until, close: () => response?.destroy() };
}

describe("GET /business/v1/events", () => {
  it("pushes an order placed through one API process to boards on both", async () => {
    const token = await tokenOf("+96590000003");
    const streams = apps.map((app) => openStream(app, token));
    expect(await Promise.all(streams.map(({ opened }) => opened))).toEqual([200, 200]);

    const placed = await apps[0]!.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": "board-events-order-0001" },
      payload: orderExamples.car_pickup,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = (placed.json() as { order: { id: number } }).order.id;
    const heard = (stream: (typeof streams)[number]) =>
      stream.events.some(({ event, data }) => event === "order" && JSON.parse(data).id === id);
    await Promise.all(streams.map((stream) => stream.until(() => heard(stream))));
    for (const stream of streams) stream.close();
  });

  it("tells nothing of another business's orders", async () => {
    const stranger = openStream(apps[1]!, await tokenOf("+971500000101"));
    const own = openStream(apps[1]!, await tokenOf("+96590000001"));
    await Promise.all([stranger.opened, own.opened]);
    const placed = await apps[0]!.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": "board-events-order-0002" },
      payload: orderExamples.car_pickup,
    });
    const id = (placed.json() as { order: { id: number } }).order.id;
    await own.until(() => own.events.some(({ data }) => JSON.parse(data).id === id));
    expect(stranger.events).toEqual([]);
    stranger.close();
    own.close();
  });

  it("answers 401 in the envelope without a live staff session", async () => {
    for (const authorization of [undefined, "Bearer nonsense", `Bearer ${"a".repeat(43)}`]) {
      const response = await apps[0]!.inject({
        method: "GET",
        url: "/business/v1/events",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });
});
