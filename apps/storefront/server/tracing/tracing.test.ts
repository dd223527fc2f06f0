import { context, propagation, trace } from "@opentelemetry/api";
import {
  InMemorySpanExporter,
  NodeTracerProvider,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-node";
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { traceCall } from "../../app/api/trace-call.server";
import { traceRequests } from "./trace-requests";

// ADR 070: a page's span, under the load balancer's trace, holds a span per API call, and the
// API is told that call's span in `traceparent`, so its own spans join the same trace.
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }),
  );

const apiSaw: (string | undefined)[] = [];
const api = createServer((request, response) => {
  apiSaw.push(request.headers.traceparent as string | undefined);
  response.end("{}");
});
const storefront = express()
  .use(traceRequests())
  .get("/demo/delivery", async (_request, response) => {
    const url = `${apiUrl}/webapp/v5/restaurant/demo`;
    const headers = new Headers();
    await traceCall("GET", url, headers, () => fetch(url, { headers }));
    response.send("menu");
  });
const storefrontServer = createServer(storefront);
let apiUrl = "";
let storefrontUrl = "";

beforeAll(async () => {
  apiUrl = await listen(api);
  storefrontUrl = await listen(storefrontServer);
});
afterAll(async () => {
  api.close();
  storefrontServer.close();
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

describe("a page's trace", () => {
  it("runs from the load balancer's span through the page to the API's call", async () => {
    const balancerTrace = "0af7651916cd43dd8448eb211c80319c";
    const balancerSpan = "b7ad6b7169203331";
    await fetch(`${storefrontUrl}/demo/delivery`, {
      headers: { traceparent: `00-${balancerTrace}-${balancerSpan}-01` },
    });
    await expect.poll(() => exporter.getFinishedSpans().length).toBe(2);
    const [call, page] = exporter.getFinishedSpans();
    expect(page?.name).toBe("GET page");
    expect(page?.spanContext().traceId).toBe(balancerTrace);
    expect(page?.parentSpanContext?.spanId).toBe(balancerSpan);
    expect(page?.attributes["http.response.status_code"]).toBe(200);
    expect(call?.name).toBe("GET api");
    expect(call?.parentSpanContext?.spanId).toBe(page?.spanContext().spanId);
    expect(call?.attributes["url.path"]).toBe("/webapp/v5/restaurant/demo");
    expect(apiSaw).toEqual([`00-${balancerTrace}-${call?.spanContext().spanId}-01`]);
  });

  it("leaves a call made outside any traced request as it is: no span, no traceparent", async () => {
    const before = exporter.getFinishedSpans().length;
    apiSaw.length = 0;
    const url = `${apiUrl}/webapp/v5/catalogue-revision`;
    const headers = new Headers();
    await traceCall("GET", url, headers, () => fetch(url, { headers }));
    expect(apiSaw).toEqual([undefined]);
    expect(exporter.getFinishedSpans()).toHaveLength(before);
  });
});
