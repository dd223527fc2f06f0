import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metrics } from "./metrics";

// GET /metrics on the storefront (issue 17): request times by kind and page cache outcome, read
// only by the scraper holding the token; anyone else's /metrics is the app's own path.

const token = "storefront-metrics-token-0123";
let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(metrics({ token, production: true }));
  app.get("/demo", (_request, response) => {
    response.set("X-Page-Cache", "hit").send("<p>menu</p>");
  });
  app.get("/demo.data", (_request, response) => {
    response.send("[]");
  });
  app.use((_request, response) => {
    response.status(404).send("the app's own page");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

const scrape = (headers: Record<string, string> = {}) => fetch(`${base}/metrics`, { headers });

describe("the storefront's metrics", () => {
  it("time pages by their cache outcome and navigations' data apart", async () => {
    await fetch(`${base}/demo`);
    await fetch(`${base}/demo`);
    await fetch(`${base}/demo.data`);
    const text = await (await scrape({ authorization: `Bearer ${token}` })).text();
    expect(text).toContain(
      'storefront_request_duration_seconds_count{kind="page",status="200",cache="hit"} 2',
    );
    expect(text).toContain(
      'storefront_request_duration_seconds_count{kind="data",status="200",cache="none"} 1',
    );
    expect(text).toMatch(/^storefront_process_cpu_seconds_total \d/m);
  });

  it("are the app's own path to anyone without the token, in production even from this machine", async () => {
    const strangers: Record<string, string>[] = [{}, { authorization: "Bearer wrong" }];
    for (const headers of strangers) {
      const answer = await scrape(headers);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe("the app's own page");
    }
  });
});
