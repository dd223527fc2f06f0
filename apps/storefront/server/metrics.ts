import { timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";

// What the storefront counts for the people who run it (Prometheus's text format at GET /metrics):
// request times by kind of request and page cache outcome, and the process.

const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "storefront_" });

const requestDuration = new Histogram({
  name: "storefront_request_duration_seconds",
  help: "Time to answer a request, by kind (page, data, asset), status and page cache outcome (hit, miss, none)",
  labelNames: ["kind", "status", "cache"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** A page, a navigation's data, a file, or a form sent. */
export function kindOf(request: Request): string {
  if (request.method !== "GET" && request.method !== "HEAD") return "action";
  if (request.path.endsWith(".data")) return "data";
  if (request.path.startsWith("/assets/") || /\.\w+$/.test(request.path)) return "asset";
  return "page";
}

/** 127.0.0.0/8 and ::1, also as IPv4 mapped into IPv6. */
const loopback = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

/**
 * Times every answer, and answers GET /metrics to a scraper holding the metrics token (or, without
 * one and outside production, to this machine when no proxy forwarded the request). Anyone else's
 * /metrics goes on to the app like any path.
 */
export function metrics({
  token,
  production,
}: {
  readonly token: string | undefined;
  readonly production: boolean;
}): RequestHandler {
  const mayRead = (request: Request) => {
    if (token === undefined) {
      return (
        !production &&
        loopback.test(request.socket.remoteAddress ?? "") &&
        request.get("x-forwarded-for") === undefined
      );
    }
    const sent = Buffer.from(request.get("authorization") ?? "");
    const wanted = Buffer.from(`Bearer ${token}`);
    return sent.length === wanted.length && timingSafeEqual(sent, wanted);
  };
  return (request, response, next) => {
    if (request.path === "/metrics" && request.method === "GET" && mayRead(request)) {
      registry
        .metrics()
        .then(
          (text) =>
            response
              .status(200)
              .set("Content-Type", registry.contentType)
              .set("Cache-Control", "no-store")
              .end(text),
          next,
        );
      return;
    }
    const started = performance.now();
    response.on("finish", () => {
      const cache = response.getHeader("X-Page-Cache");
      requestDuration.observe(
        {
          kind: kindOf(request),
          status: String(response.statusCode),
          cache: typeof cache === "string" ? cache : "none",
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
