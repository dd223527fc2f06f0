import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { orderFixtureApi } from "../../test/order-fixture.js";
import { check, decide, placeKnetOrder } from "../../test/payment-attempts.js";
import { sandboxOrdering } from "../../test/sandbox-ordering.js";

// GET /metrics (issue 17): Prometheus's text, counting what the API did, read only by the scraper
// holding the token, or by this machine outside production.

const token = "metrics-token-for-the-tests-0123";
const api = orderFixtureApi({
  clock: () => mondayNoon,
  ordering: { ...sandboxOrdering(), metricsToken: token },
});
const scraper = { authorization: `Bearer ${token}` };

/** The value of one series in the exposition, 0 when it has none yet. */
async function series(name: string, labels: string): Promise<number> {
  const answer = await api.app.inject({ method: "GET", url: "/metrics", headers: scraper });
  expect(answer.statusCode).toBe(200);
  const line = answer.body.split("\n").find((text) => text.startsWith(`${name}{${labels}}`));
  return line === undefined ? 0 : Number(line.split(" ").at(-1));
}

describe("the API's metrics", () => {
  it("count an order placed, its payment decided once, and time the routes by pattern", async () => {
    const ordersBefore = await series(
      "api_orders_placed_total",
      'selling_type="delivery",payment_type="4"',
    );
    const paidBefore = await series("api_payments_settled_total", 'for="order",outcome="paid"');

    const { placed, paymentId } = await placeKnetOrder(api.app, api.fixture);
    await decide(api.app, paymentId, "approve");
    await check(api.app, placed.order.id, paymentId);
    await check(api.app, placed.order.id, paymentId);

    expect(
      await series("api_orders_placed_total", 'selling_type="delivery",payment_type="4"'),
    ).toBe(ordersBefore + 1);
    expect(await series("api_payments_settled_total", 'for="order",outcome="paid"')).toBe(
      paidBefore + 1,
    );
    const exposition = (await api.app.inject({ method: "GET", url: "/metrics", headers: scraper }))
      .body;
    expect(exposition).toContain(
      'api_request_duration_seconds_count{method="POST",route="/webapp/order",status="201"}',
    );
    // A path with ids is one series for its pattern, never one per order.
    expect(exposition).not.toContain(`/${placed.order.id}/`);
    expect(exposition).toMatch(/^api_process_cpu_seconds_total \d/m);
    expect(exposition).toContain("# TYPE api_answer_cache_lookups_total counter");
  });

  it("are the 404 of an unknown path to anyone without the token", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong" }, { authorization: token }]) {
      const answer = await api.app.inject({ method: "GET", url: "/metrics", headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain("api_");
    }
  });
});
