import { context, propagation, trace } from "@opentelemetry/api";
import {
  InMemorySpanExporter,
  NodeTracerProvider,
  type ReadableSpan,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { kebabDelivery, orderFixtureApi } from "../../test/order-fixture.js";

// ADR 070: a storefront's call carries its trace in `traceparent`; the API's span for it, and the
// spans of every statement the order wrote, belong to that trace, one under the other.
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

const api = orderFixtureApi({ clock: () => mondayNoon, traceRequests: true });
beforeEach(() => exporter.reset());

const storefrontTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
const storefrontSpan = "00f067aa0ba902b7";

const spanId = (span: ReadableSpan) => span.spanContext().spanId;
const parentId = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe("traces", () => {
  it("follow an order from the storefront's call to the statements that wrote it", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: {
        traceparent: `00-${storefrontTrace}-${storefrontSpan}-01`,
        "idempotency-key": "traced-order-0001",
      },
      payload: kebabDelivery(api.fixture),
    });
    expect(response.statusCode, response.body).toBe(201);

    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.name === "POST /webapp/order");
    expect(server?.spanContext().traceId).toBe(storefrontTrace);
    expect(server && parentId(server)).toBe(storefrontSpan);
    expect(server?.attributes["http.response.status_code"]).toBe(201);

    const statements = spans.filter((span) => span.attributes["db.system.name"] === "postgresql");
    expect(statements.length).toBeGreaterThan(3);
    expect(new Set(statements.map((span) => span.spanContext().traceId))).toEqual(
      new Set([storefrontTrace]),
    );
    // Every statement hangs under the request's span: none is orphaned or under another request.
    expect(new Set(statements.map(parentId))).toEqual(new Set([server && spanId(server)]));
    // The order is written by one statement (ADR 052), and the catalogue read before it.
    const texts = statements.map((span) => String(span.attributes["db.query.text"]));
    expect(texts).toContainEqual(expect.stringMatching(/insert into "?orders"?/i));
    expect(texts).toContainEqual(expect.stringMatching(/from "item_branches"/));
    // The values are sent apart from the text: the customer's name is in no span.
    expect(JSON.stringify(statements.map((span) => span.attributes))).not.toContain("Fatma");
  });

  it("start a trace of their own for a call that carries none, and mark a failure", async () => {
    const response = await api.app.inject({ method: "GET", url: "/webapp/order/999999" });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const server = exporter
      .getFinishedSpans()
      .find((span) => span.name === "GET /webapp/order/:id");
    expect(server).toBeDefined();
    expect(server && parentId(server)).toBeUndefined();
    expect(server?.attributes["http.response.status_code"]).toBe(response.statusCode);
  });
});
