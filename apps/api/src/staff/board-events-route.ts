import { endpoints } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import type { BoardFeed, BoardEvent } from "./board-feed.js";
import { requireStaff } from "./require-staff.js";
import { resolveStaffSession } from "./staff-sessions.js";

/** A comment line this often keeps proxies from closing a quiet stream and checks the session. */
const heartbeatMs = 25_000;

/**
 * `GET /business/v1/events`: the board's live feed, as server-sent events. Each event names an
 * order or reservation of the staff's branches that changed (`event: order`, `data: {"id":7}`),
 * and the board reads it; `event: resync` asks it to read everything again. The stream ends
 * when the session does (checked at each heartbeat) or the client goes.
 */
export const boardEventsRoute: FastifyPluginAsync<{
  db: Database;
  clock: () => Date;
  board: BoardFeed;
}> = async (app, { db, clock, board }) => {
  // Open streams end when the server closes, so closing never waits on a board.
  const open = new Set<() => void>();
  app.addHook("onClose", async () => {
    for (const end of open) end();
  });

  app.get("/business/v1/events", async (request, reply) => {
    // The same guard as the table's staff calls, before any byte of the stream.
    const staff = await requireStaff(db, request, endpoints.staffMe, clock());
    const token = (request.headers.authorization ?? "").slice("Bearer ".length);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    stream.write("retry: 3000\n\n");
    const mine = (event: BoardEvent) =>
      event.kind === "resync" ||
      (event.businessId === staff.businessId &&
        (staff.branchId === null || staff.branchId === event.branchId));
    const unsubscribe = board.subscribe((event) => {
      if (!mine(event)) return;
      stream.write(
        event.kind === "resync"
          ? "event: resync\ndata: {}\n\n"
          : `event: ${event.kind}\ndata: ${JSON.stringify({ id: event.id })}\n\n`,
      );
    });
    const end = () => {
      open.delete(end);
      clearInterval(heartbeat);
      unsubscribe();
      if (!stream.writableEnded) stream.end();
    };
    const heartbeat = setInterval(() => {
      resolveStaffSession(db, token, clock()).then(
        (live) => (live ? stream.write(": still here\n\n") : end()),
        end,
      );
    }, heartbeatMs);
    open.add(end);
    request.raw.on("close", end);
  });
};
