import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

// What the API counts for the people who run it (Prometheus's text format at GET /metrics): one
// registry per process, as Prometheus scrapes a process. Tests read differences, not totals.

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: "api_" });

export const requestDuration = new Histogram({
  name: "api_request_duration_seconds",
  help: "Time to answer a request, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const ordersPlaced = new Counter({
  name: "api_orders_placed_total",
  help: "Orders written, by selling type and payment method code (a replay is not counted)",
  labelNames: ["selling_type", "payment_type"] as const,
  registers: [metricsRegistry],
});

export const paymentsSettled = new Counter({
  name: "api_payments_settled_total",
  help: "Gateway payments decided, by what they paid for and outcome (paid, failed, refunded, voided)",
  labelNames: ["for", "outcome"] as const,
  registers: [metricsRegistry],
});

export const paymentSweepChecks = new Counter({
  name: "api_payment_sweep_checks_total",
  help: "Open payments the sweep asked the gateway about, by kind (check, expiry) and result: decided, still open, gateway unavailable, or error",
  labelNames: ["kind", "result"] as const,
  registers: [metricsRegistry],
});

export const webhookTries = new Counter({
  name: "api_webhook_tries_total",
  help: "Webhook delivery tries, by result: delivered, retried later or given up",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

export const answerCacheLookups = new Counter({
  name: "api_answer_cache_lookups_total",
  help: "Answers looked up in the per-revision cache, by cache and hit or miss",
  labelNames: ["cache", "result"] as const,
  registers: [metricsRegistry],
});

/** Reports a database pool's use at every scrape: its connections, idle ones and waiting queries. */
export function watchPoolUse(poolUse: () => { total: number; idle: number; waiting: number }) {
  new Gauge({
    name: "api_db_pool_connections",
    help: "The database pool: connections open, idle, and queries waiting for one",
    labelNames: ["state"] as const,
    registers: [metricsRegistry],
    collect() {
      const use = poolUse();
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "waiting" }, use.waiting);
    },
  });
}
