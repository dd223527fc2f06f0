import { timingSafeEqual } from "node:crypto";
import { endpoints } from "@storefront/api-client";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { serve } from "../endpoints/serve.js";
import { RequestFailure } from "../failures/request-failure.js";
import { fromThisMachine } from "../security/loopback-only.js";
import { metricsRegistry, requestDuration } from "./metrics.js";

export interface MetricsOptions {
  /** The bearer token a scraper sends; without one, only this machine outside production reads them. */
  readonly token: string | undefined;
  readonly production: boolean;
}

/** Times every answer of the app by its route pattern (never its path: a series per order). */
export function timeRequests(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * GET /metrics in Prometheus's text format, to a scraper holding the metrics token. Anyone else
 * gets the 404 of a path that does not exist.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  serve(app, endpoints.metrics, async ({ request, reply }) => {
    if (!mayRead(request, options)) {
      throw new RequestFailure(404, "NOT_FOUND", "No such page");
    }
    return reply
      .header("Content-Type", metricsRegistry.contentType)
      .header("Cache-Control", "no-store")
      .send(await metricsRegistry.metrics());
  });
};

function mayRead(request: FastifyRequest, { token, production }: MetricsOptions): boolean {
  if (token === undefined) return !production && fromThisMachine(request);
  const sent = Buffer.from(request.headers.authorization ?? "");
  const wanted = Buffer.from(`Bearer ${token}`);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}
