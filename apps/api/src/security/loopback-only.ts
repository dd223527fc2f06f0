import { endpoints } from "@storefront/api-client";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { routePath } from "../endpoints/serve.js";
import { sendFailure } from "../failures/send-failure.js";

/** 127.0.0.0/8 and ::1, also as IPv4 mapped into IPv6. */
const loopback = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

/** Headers a proxy adds: a request that went through one came from elsewhere. */
const proxyHeaders = ["forwarded", "x-forwarded-for", "x-real-ip", "x-forwarded-host"];

/**
 * Whether the request came from this machine itself: the socket's peer is a loopback address and
 * no proxy forwarded it. Read from the socket, never from a header (X-Forwarded-For can be
 * written by anyone) and never from `request.ip`, which a `trustProxy` setting would take from
 * one; docs/decisions/037-development-routes-on-loopback.md.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? "";
  return loopback.test(peer) && proxyHeaders.every((name) => request.headers[name] === undefined);
}

/**
 * The development routes, as the endpoint table marks them: the inbox of sign-in codes, moving
 * orders and reservations along.
 */
const developmentRoutes = new Set(
  Object.values(endpoints)
    .filter(({ access }) => access === "development")
    .map(({ path }) => routePath(path)),
);

/** Whether a route (as fastify writes its path) is one of the development routes. */
export const isDevelopmentRoute = (url: string | undefined): boolean =>
  url !== undefined && developmentRoutes.has(url);

/**
 * To anyone but this machine, the development routes answer exactly what an unknown path does,
 * whatever the host the API listens on and whatever its mode. The route matched is what counts,
 * not the path as written, so no encoding of a development path slips past.
 */
export function keepDevelopmentRoutesLocal(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!isDevelopmentRoute(request.routeOptions.url)) return;
    if (fromThisMachine(request)) return;
    await sendFailure(reply, 404, "NOT_FOUND", `No route ${request.method} ${request.url}`);
  });
}
